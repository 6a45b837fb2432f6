// Attempt limits for sign-in, one-time codes and registration, per account and per client address.
import type { AppContext } from "../context";
import { MAX_CREDENTIAL_LENGTH, normaliseUsername } from "../../src/lib/usernames";
import { MemoryAttemptStore, type AttemptStore, type Limit } from "./attempt-store";
import { HttpError } from "./errors";

export type { Limit } from "./attempt-store";

/**
 * - password: wrong passwords (POST /api/auth/login and /oauth/token);
 * - code: one-time codes asked for or entered wrong, and registrations of a taken username
 *   (login-with-otc, register-with-username).
 * Per account: the username normalised (01711…, +8801711… and Bangla digits are one account; at most
 * 330 characters kept). Per address: the client's IP address.
 */
export const LIMITS = {
  password: {
    account: { max: 10, windowSeconds: 15 * 60 },
    address: { max: 100, windowSeconds: 15 * 60 },
  },
  code: {
    account: { max: 20, windowSeconds: 60 * 60 },
    address: { max: 200, windowSeconds: 60 * 60 },
  },
} satisfies Record<string, { account: Limit; address: Limit }>;

export type AttemptKind = keyof typeof LIMITS;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The caller's address: the socket's peer; when that peer is this machine (a reverse proxy in front),
 * the last address of X-Forwarded-For. Null for a local caller with no proxy header (tests, the demo):
 * such calls are limited per account only.
 */
export function clientAddress(c: AppContext): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? null;
  if (peer && !LOOPBACK.test(peer)) return peer;
  const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
  return forwarded && /^[0-9A-Fa-f:.]{2,45}$/.test(forwarded) ? forwarded : null;
}

/** The process's attempt counts (in memory: a restart forgets them). */
const store: AttemptStore = new MemoryAttemptStore();

const accountKey = (kind: AttemptKind, account: string) =>
  `${kind}:account:${normaliseUsername(account.slice(0, MAX_CREDENTIAL_LENGTH))}`;

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** One attempt, counted already; `release` takes it back when it turns out not to count. */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Counts one attempt of `kind` on this account and address before the work it guards is awaited, so
 * simultaneous requests cannot all slip under the limit; 429 with Retry-After when either is used up.
 */
export async function takeAttempt(
  c: AppContext,
  kind: AttemptKind,
  account: string,
): Promise<Attempt> {
  const address = clientAddress(c);
  const keys = [{ key: accountKey(kind, account), limit: LIMITS[kind].account }];
  if (address) keys.push({ key: `${kind}:address:${address}`, limit: LIMITS[kind].address });
  const taken = await store.take(keys);
  if (!taken.ok) {
    const wait = taken.waitSeconds;
    c.header("Retry-After", String(wait));
    throw new HttpError(
      429,
      `Too many attempts. Please wait ${minutesText(wait)} and try again.`,
      undefined,
      { retry_after: wait },
    );
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await store.giveBack(
        keys.map((k) => k.key),
        taken.at,
      );
    },
  };
}

/**
 * A right password: the attempt does not count and the account's count is cleared (the address keeps
 * its earlier wrong attempts).
 */
export async function rightPassword(attempt: Attempt, account: string): Promise<void> {
  await attempt.release();
  await store.forget(accountKey("password", account));
}
