// Attempt limits for sign-in, one-time codes and registration, per account and per client address (in memory).
import type { AppContext } from "../context";
import { normaliseUsername } from "../auth/usernames";
import { HttpError } from "./errors";

export interface Limit {
  /** Attempts allowed within the window; the next one answers 429 until the oldest leaves it. */
  max: number;
  windowSeconds: number;
}

/**
 * - password: wrong passwords (POST /api/auth/login and /oauth/token);
 * - code: one-time codes asked for or entered wrong (login-with-otc, register-with-username).
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

/** Timestamps of recent attempts per key, in a sliding window. */
export class AttemptLog {
  private readonly entries = new Map<string, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string, limit: Limit): number[] {
    const since = this.now() - limit.windowSeconds * 1000;
    const kept = (this.entries.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }

  /** Seconds until one more attempt is allowed, or 0 when it is allowed now. */
  waitSeconds(key: string, limit: Limit): number {
    const kept = this.recent(key, limit);
    if (kept.length < limit.max) return 0;
    const oldest = kept[kept.length - limit.max]!;
    return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - this.now()) / 1000));
  }

  add(key: string): void {
    const list = this.entries.get(key) ?? [];
    list.push(this.now());
    this.entries.set(key, list);
    // A flood of distinct keys must not grow memory without bound: drop the stalest when too many.
    if (this.entries.size > 100_000) {
      const first = this.entries.keys().next().value;
      if (first !== undefined) this.entries.delete(first);
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}

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

const log = new AttemptLog();

/** The attempt log shared by the process (tests may swap the clock by building their own). */
export const attemptLog = log;

const accountKey = (kind: AttemptKind, account: string) =>
  `${kind}:account:${normaliseUsername(account.slice(0, 330))}`;

const keysOf = (c: AppContext, kind: AttemptKind, account: string) => {
  const address = clientAddress(c);
  return {
    account: accountKey(kind, account),
    address: address ? `${kind}:address:${address}` : null,
  };
};

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** 429 with Retry-After when this account or address has used up its attempts of this kind. */
export function checkAttempts(c: AppContext, kind: AttemptKind, account: string): void {
  const keys = keysOf(c, kind, account);
  const wait = Math.max(
    log.waitSeconds(keys.account, LIMITS[kind].account),
    keys.address ? log.waitSeconds(keys.address, LIMITS[kind].address) : 0,
  );
  if (wait === 0) return;
  c.header("Retry-After", String(wait));
  throw new HttpError(
    429,
    `Too many attempts. Please wait ${minutesText(wait)} and try again.`,
    undefined,
    { retry_after: wait },
  );
}

/** Counts one attempt (a wrong password, a code asked for or entered wrong). */
export function countAttempt(c: AppContext, kind: AttemptKind, account: string): void {
  const keys = keysOf(c, kind, account);
  log.add(keys.account);
  if (keys.address) log.add(keys.address);
}

/** A right password clears the account's count (the address keeps its count). */
export function clearAccount(kind: AttemptKind, account: string): void {
  log.forget(accountKey(kind, account));
}
