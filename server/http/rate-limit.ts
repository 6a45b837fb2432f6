// Attempt limits for sign-in, one-time codes and registration, per account and per client address.
import type { AppContext } from "../context";
import { MAX_CREDENTIAL_LENGTH, normaliseUsername } from "../../src/lib/usernames";
import type { Db } from "../db/client";
import { DbAttemptStore, type Limit } from "./attempt-store";
import { addressLimitKey, clientAddress } from "./client-address";
import { HttpError } from "./errors";

export type { Limit } from "./attempt-store";

/**
 * - password: wrong passwords (POST /api/auth/login and /oauth/token). Past the account's limit: 429. Past
 *   the address's (far higher, as thousands of phones share one carrier address): no refusal, but every
 *   login from that address needs a one-time code (server/auth/password-login.ts);
 * - code: one-time codes asked for or entered wrong, and registrations of a taken username
 *   (login-with-otc, register-with-username);
 * - lookup: the desk's searches for readers by mobile (staff account and address), so a staff token
 *   cannot walk the number range.
 * - import, importCheck: catalogue imports that write, and their dry runs (POST
 *   /api/libraries/{id}/books/import).
 * Per account: the username normalised (01711…, +8801711… and Bangla digits are one account; at most
 * 330 characters kept). Per address: the client's IP address (an IPv6 one by its /64 network). The counts
 * live in the database, so every server instance sees the same ones.
 */
export const LIMITS = {
  password: {
    account: { max: 10, windowSeconds: 15 * 60 },
    address: { max: 1000, windowSeconds: 15 * 60 },
  },
  code: {
    account: { max: 20, windowSeconds: 60 * 60 },
    address: { max: 200, windowSeconds: 60 * 60 },
  },
  lookup: {
    account: { max: 60, windowSeconds: 60 * 60 },
    address: { max: 300, windowSeconds: 60 * 60 },
  },
  /** Catalogue imports that write (server/http/import-limits.ts has the per-library limits). */
  import: {
    account: { max: 20, windowSeconds: 60 * 60 },
    address: { max: 60, windowSeconds: 60 * 60 },
  },
  /** Catalogue imports' dry runs: the file checked, nothing written. */
  importCheck: {
    account: { max: 60, windowSeconds: 60 * 60 },
    address: { max: 200, windowSeconds: 60 * 60 },
  },
} satisfies Record<string, { account: Limit; address: Limit }>;

export type AttemptKind = keyof typeof LIMITS;

/**
 * The caller's address as limits count it (see client-address.ts): the socket's peer, or the right-most
 * untrusted address of X-Forwarded-For when the peer is one of TRUSTED_PROXIES. Null for a caller inside the
 * trusted network with no client behind it (tests, the demo): such calls are limited per account only.
 */
export function requestAddress(c: AppContext): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? null;
  return clientAddress(peer, c.req.header("x-forwarded-for"), c.var.deps.config.trustedProxies);
}

/** One attempt store per database (the app's, or a test's). */
const stores = new WeakMap<Db, DbAttemptStore>();
function storeFor(db: Db): DbAttemptStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new DbAttemptStore(db)));
  return store;
}

const accountKey = (kind: AttemptKind, account: string) =>
  `${kind}:account:${normaliseUsername(account.slice(0, MAX_CREDENTIAL_LENGTH))}`;

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** One attempt, counted already; `release` takes it back when it turns out not to count. */
export interface Attempt {
  release(): Promise<void>;
  /** Where it was counted. */
  store: DbAttemptStore;
}

function tooMany(c: AppContext, wait: number): HttpError {
  c.header("Retry-After", String(wait));
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutesText(wait)} and try again.`,
    undefined,
    { retry_after: wait },
  );
}

function attemptOf(store: DbAttemptStore, ids: number[]): Attempt {
  let released = false;
  return {
    store,
    release: async () => {
      if (released) return;
      released = true;
      await store.giveBack(ids);
    },
  };
}

const addressKey = (kind: AttemptKind, address: string) =>
  `${kind}:address:${addressLimitKey(address)}`;

/**
 * Counts one attempt of `kind` on this account and address before the work it guards is awaited, so
 * simultaneous requests cannot all slip under the limit; 429 with Retry-After when either is used up.
 * `perAddress: false` counts it on the account only.
 */
export async function takeAttempt(
  c: AppContext,
  kind: AttemptKind,
  account: string,
  { perAddress = true }: { perAddress?: boolean } = {},
): Promise<Attempt> {
  const store = storeFor(c.var.deps.db);
  const address = perAddress ? requestAddress(c) : null;
  const keys = [{ key: accountKey(kind, account), limit: LIMITS[kind].account }];
  if (address) keys.push({ key: addressKey(kind, address), limit: LIMITS[kind].address });
  const taken = await store.take(keys);
  if (!taken.ok) throw tooMany(c, taken.waitSeconds);
  return attemptOf(store, taken.ids);
}

/** A password attempt; `challenge` when the address is past its limit (a one-time code is needed). */
export interface PasswordAttempt extends Attempt {
  challenge: boolean;
}

/**
 * Counts a password attempt before the hash is checked: on the account (429 with Retry-After past its
 * limit, and then nothing is counted on the address), then on the address while it has room. An address
 * past its limit is not refused: the attempt answers `challenge` and is counted on the account only.
 */
export async function takePasswordAttempt(
  c: AppContext,
  account: string,
): Promise<PasswordAttempt> {
  const store = storeFor(c.var.deps.db);
  const onAccount = await store.take([
    { key: accountKey("password", account), limit: LIMITS.password.account },
  ]);
  if (!onAccount.ok) throw tooMany(c, onAccount.waitSeconds);
  const address = requestAddress(c);
  if (!address) return { ...attemptOf(store, onAccount.ids), challenge: false };
  const onAddress = await store.take([
    { key: addressKey("password", address), limit: LIMITS.password.address },
  ]);
  const ids = onAddress.ok ? [...onAccount.ids, ...onAddress.ids] : onAccount.ids;
  return { ...attemptOf(store, ids), challenge: !onAddress.ok };
}

/**
 * A right password: the attempt does not count and the account's count is cleared (the address keeps
 * its earlier wrong attempts).
 */
export async function rightPassword(attempt: Attempt, account: string): Promise<void> {
  await attempt.release();
  await attempt.store.forget(accountKey("password", account));
}
