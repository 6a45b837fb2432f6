// Password sign-in (/api/auth/login, /oauth/token), and the one-time-code challenge for a flooded address.
import type { AppContext } from "../context";
import { logLine } from "../http/log";
import { rightPassword, takeAttempt, takePasswordAttempt } from "../http/rate-limit";
import { checkCredentials } from "./credentials";
import { OTC_TTL_SECONDS, redeemCode, sendCode } from "./one-time-codes";
import { issueToken } from "./tokens";

/**
 * What a login comes to: a token; a wrong password; a challenge (the address is past its limit, so a code is
 * needed: sent when the password is right, nothing sent otherwise, the same answer either way); or a code
 * that was not accepted (wrong, spent, or sent with a wrong password: again one answer).
 */
export type PasswordLogin =
  | { kind: "token"; token: string }
  | { kind: "wrong" }
  | { kind: "challenge"; seconds: number }
  | { kind: "rejected" };

/** Codes for a challenged login are kept apart from other purposes' codes. */
export const CHALLENGE_PURPOSE = "LOGIN_CHALLENGE";

export const CHALLENGE_MESSAGE =
  "Many wrong passwords came from your network, so signing in from it needs a one-time code. If your password is right, we sent a code to your mobile number or email: enter it to sign in.";
export const CHALLENGE_REJECTED =
  "The code is not correct or has expired. Check the password and ask for a new code.";

/** The code a challenged login carries in the `ot-code` header, as the other one-time-code calls do. */
const otCode = (c: AppContext) => c.req.header("ot-code")?.trim() || null;

function sendInBackground(c: AppContext, username: string): void {
  void sendCode(c.var.deps, username, CHALLENGE_PURPOSE).catch((err: unknown) =>
    logLine("error", {
      msg: "A sign-in challenge's code could not be sent.",
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}

/**
 * Checks a username and password. Counted before the hash is checked (server/http/rate-limit.ts); a right
 * password takes the attempt back and clears the account's count. From an address past its limit:
 * - without a code, the answer is a challenge whatever the password, and a right one sends a code to the
 *   account's username (its proved mobile number or email) for CHALLENGE_PURPOSE, once answered;
 * - with a code, it is counted as a code attempt on the account (not on the address, which thousands may
 *   share), and a token is issued only for the right password with the right code.
 * A challenged attempt stays counted on the account until the code is accepted, so a right password in a
 * challenge is not told apart from a wrong one by the account's count either.
 */
export async function passwordLogin(
  c: AppContext,
  username: string,
  password: string,
): Promise<PasswordLogin> {
  const { db } = c.var.deps;
  const attempt = await takePasswordAttempt(c, username);
  if (!attempt.challenge) {
    const user = await checkCredentials(db, username, password);
    if (!user) return { kind: "wrong" };
    await rightPassword(attempt, username);
    return { kind: "token", token: await issueToken(db, user.id, "access") };
  }
  const code = otCode(c);
  const codeAttempt = code ? await takeAttempt(c, "code", username, { perAddress: false }) : null;
  const user = await checkCredentials(db, username, password);
  if (!code || !codeAttempt) {
    // Sent after the answer: its time (a database write, an SMS gateway) would tell a right password.
    if (user) sendInBackground(c, user.username);
    // The life of a new code, for a right password and a wrong one alike (a code sent again has less).
    return { kind: "challenge", seconds: OTC_TTL_SECONDS };
  }
  if (!user) return { kind: "rejected" };
  const check = await redeemCode(db, user.username, CHALLENGE_PURPOSE, code);
  if (!check.ok) return { kind: "rejected" };
  await codeAttempt.release();
  await rightPassword(attempt, username);
  return { kind: "token", token: await issueToken(db, user.id, "access") };
}
