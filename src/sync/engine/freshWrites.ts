// Entities an online call (roles, linking an account, a photo) has just written from the server's answer. A pull
// asked for before that write carries the older state: it must not put it back over the newer one (the next pull,
// asked after the write, brings the server's rows as they are). Kept in memory for a few minutes, per tab.
import type { EntityKey } from "../keys";

const written = new Map<EntityKey, number>();
/** Longer than any pull takes; older notes are dropped. */
const KEEP_MS = 10 * 60_000;

/** Notes that the device's row of `key` now holds the server's answer to a call made just now. */
export function noteServerWrite(key: EntityKey, at = Date.now()): void {
  for (const [k, when] of written) if (at - when > KEEP_MS) written.delete(k);
  written.set(key, at);
}

/** Whether an online call wrote `key` after `askedAt` (when a pull asked the server for its rows). */
export function writtenAfter(key: EntityKey, askedAt: number): boolean {
  const when = written.get(key);
  return when !== undefined && when >= askedAt;
}
