// /oauth/token and /api/auth/*: password grant, token login, one-time codes, registration, password reset, me, logout,
// and the home page's session cookie.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { findUserByUsername } from "../auth/credentials";
import { passwordGrant } from "./oauth";
import { CHALLENGE_MESSAGE, CHALLENGE_REJECTED, passwordLogin } from "../auth/password-login";
import { sendCode, redeemCode, type CodePurpose } from "../auth/one-time-codes";
import { passwordRule, requiredBirthDate, requiredGender, usernameRule } from "../auth/rules";
import { issueToken, TOKEN_TTL_SECONDS } from "../auth/tokens";
import { bearerToken, requireOtcUser, requireUser } from "../http/auth";
import { invalid, unauthorized } from "../http/errors";
import { clearHomeSession, setHomeSession } from "../http/home-session";
import { body, optionalText, requiredText } from "../http/input";
import { takeAttempt, type Attempt } from "../http/rate-limit";
import { toResource } from "../../src/api/schemas/resource";
import { loadFullUser } from "../serialize/users";
import {
  bearerExpiry,
  createAccount,
  revokeBearer,
  setPassword,
  usernameTaken,
} from "../domain/accounts";

export const authRoutes = new Hono<AppEnv>();

authRoutes.post("/oauth/token", passwordGrant);

const WRONG_CREDENTIALS = "Mobile Number or Password does not match.";

authRoutes.post("/api/auth/login", async (c) => {
  const input = await body(
    c,
    v.object({
      username: requiredText("username", 330),
      password: v.pipe(
        v.unknown(),
        v.string("The password field is required."),
        v.nonEmpty("The password field is required."),
      ),
    }),
  );
  const login = await passwordLogin(c, input.username, input.password);
  if (login.kind === "wrong") throw invalid({ username: [WRONG_CREDENTIALS] });
  if (login.kind === "challenge") return c.json(challenged(login.seconds), 401);
  if (login.kind === "rejected") return c.json(challengeRejected, 401);
  return c.json({ data: { token: login.token } });
});

/** From an address past its limit of wrong passwords: send the same username and password with the code. */
const challenged = (seconds: number) => ({
  status: "OTC_CHALLENGE" as const,
  message: CHALLENGE_MESSAGE,
  data: { otc_expired_after_in_seconds: seconds },
});

const challengeRejected = {
  status: "OTC_REJECTED" as const,
  message: CHALLENGE_REJECTED,
  data: {},
};

/** The `ot-code` header, or null when none was sent. */
const otCode = (c: AppContext) => c.req.header("ot-code")?.trim() || null;

const codeSent = (seconds: number) => ({
  status: "OTC_GENERATED" as const,
  message: "A one-time code has been sent. Enter it before it expires.",
  data: { otc_expired_after_in_seconds: seconds },
});

const codeRejected = (seconds: number | null) => ({
  status: "OTC_REJECTED" as const,
  message:
    seconds === null
      ? "The one-time code has expired or was tried too many times. Ask for a new code."
      : "The one-time code is not correct.",
  data: seconds === null ? {} : { otc_expired_after_in_seconds: seconds },
});

/**
 * Sends a code when none was given; checks it otherwise. Answers the reply to send, or null when the code
 * is right (then the attempt, counted already, is taken back).
 */
async function codeStep(c: AppContext, attempt: Attempt, username: string, purpose: CodePurpose) {
  const code = otCode(c);
  if (!code) return codeSent(await sendCode(c.var.deps, username, purpose));
  const check = await redeemCode(c.var.deps.db, username, purpose, code);
  if (!check.ok) return codeRejected(check.secondsLeft);
  await attempt.release();
  return null;
}

authRoutes.post("/api/auth/login-with-otc", async (c) => {
  const input = await body(
    c,
    v.object({
      otc_type_name: v.pipe(
        v.unknown(),
        v.picklist(["RESET_PASSWORD"], "The selected otc type name is invalid."),
      ),
      username: usernameRule,
    }),
  );
  // Counted before the lookup: probing for accounts counts as an attempt too.
  const attempt = await takeAttempt(c, "code", input.username);
  const user = await findUserByUsername(c.var.deps.db, input.username);
  if (!user) throw invalid({ username: ["No account uses this username."] });
  const reply = await codeStep(c, attempt, user.username, input.otc_type_name);
  if (reply) return c.json(reply);
  const token = await issueToken(c.var.deps.db, user.id, "otc");
  return c.json({
    status: "OK",
    message: "The code is correct. Choose a new password.",
    data: { token },
  });
});

const Registration = v.object({
  first_name: requiredText("first_name", 100),
  surname: optionalText("surname", 100),
  nickname: optionalText("nickname", 100),
  username: usernameRule,
  password: passwordRule("password"),
  dob: requiredBirthDate,
  gender: requiredGender,
});

authRoutes.post("/api/auth/register-with-username", async (c) => {
  const input = await body(c, Registration);
  const { db } = c.var.deps;
  // Counted before the lookup, so asking which usernames are taken is limited like asking for codes.
  const attempt = await takeAttempt(c, "code", input.username);
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  const reply = await codeStep(c, attempt, input.username, "REGISTER");
  if (reply) return c.json(reply);
  await createAccount(db, {
    firstName: input.first_name,
    surname: input.surname,
    nickname: input.nickname,
    username: input.username,
    dob: input.dob,
    gender: input.gender,
    password: input.password,
  });
  return c.json({ status: "OK", message: "Your account has been created.", data: {} }, 201);
});

authRoutes.post("/api/auth/reset-password", async (c) => {
  const user = requireOtcUser(c);
  const input = await body(
    c,
    v.pipe(
      v.object({
        new_password: passwordRule("new_password"),
        confirm_new_password: v.pipe(
          v.unknown(),
          v.string("The confirm new password field is required."),
          v.nonEmpty("The confirm new password field is required."),
        ),
      }),
      v.forward(
        v.check(
          (x) => x.new_password === x.confirm_new_password,
          "The confirm new password field must match new password.",
        ),
        ["confirm_new_password"],
      ),
    ),
  );
  // Every session of the account ends: whoever knew the old password is signed out.
  await setPassword(c.var.deps.db, user.id, input.new_password);
  return c.json({
    status: "OK",
    message: "Your password has been changed. Sign in with the new password.",
  });
});

authRoutes.get("/api/auth/me", async (c) => {
  const user = requireUser(c);
  return c.json({ data: toResource(await loadFullUser(c.var.deps.db, user)) });
});

authRoutes.post("/api/auth/logout", async (c) => {
  const token = bearerToken(c);
  if (!c.var.user || !token) throw unauthorized();
  await revokeBearer(c.var.deps.db, token);
  clearHomeSession(c);
  return c.json({ message: "Signed out." });
});

/**
 * Copies the caller's access token into the home page's cookie, which only the document request for `/`
 * reads; it lives as long as the token has left.
 */
authRoutes.put("/api/auth/home-session", async (c) => {
  requireUser(c);
  const token = bearerToken(c)!;
  const expiresAt = await bearerExpiry(c.var.deps.db, token);
  const ttl = TOKEN_TTL_SECONDS.access;
  const left = expiresAt ? Math.floor((expiresAt.getTime() - Date.now()) / 1000) : ttl;
  setHomeSession(c, token, Math.min(left, ttl));
  return c.json({ message: "The home page knows who is signed in." });
});

/** Expires the home page's cookie; anyone may (it is how a device that signed out offline catches up). */
authRoutes.delete("/api/auth/home-session", (c) => {
  clearHomeSession(c);
  return c.json({ message: "The home page forgot who was signed in." });
});
