// Where sign-in attempts are counted: a sliding window per key in the database, shared by every server instance.
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { attempts } from "../db/schema";

export interface Limit {
  /** Attempts allowed within the window; the next one answers 429 until the oldest leaves it. */
  max: number;
  windowSeconds: number;
}

export interface AttemptKey {
  key: string;
  limit: Limit;
  /** Attempts this one counts as (default 1), e.g. a catalogue import's rows in hundreds. */
  weight?: number;
}

/** What `take` answers: the attempt was recorded (`ids` name its rows), or the seconds to wait. */
export type Taken = { ok: true; ids: number[] } | { ok: false; waitSeconds: number };

/** Expired rows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Attempts per key in the `attempts` table, one row each, counting until its window has passed. The same SQL
 * runs on PGlite and PostgreSQL; on PostgreSQL every instance of the server counts in the same rows.
 */
export class DbAttemptStore {
  private lastPrune = 0;
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * When every key has room, records one attempt on each; otherwise records nothing and answers the wait.
   * Atomic across processes: each key's transaction-scoped advisory lock (taken in one order, so two callers
   * cannot deadlock) makes check-and-insert one step, so a burst of simultaneous attempts gets exactly the
   * limit's number through.
   */
  async take(keys: readonly AttemptKey[]): Promise<Taken> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const taken = await this.db.transaction(async (tx): Promise<Taken> => {
      for (const { key } of sorted) {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${`attempts:${key}`}, 0))`,
        );
      }
      const now = this.now();
      let waitMs = 0;
      for (const { key, limit, weight = 1 } of sorted) {
        if (weight > limit.max) return { ok: false, waitSeconds: limit.windowSeconds };
        // The limit's oldest attempt still counting that must leave for `weight` more to fit: the window
        // frees up when it does.
        const [oldest] = await tx
          .select({ expiresAt: attempts.expiresAt })
          .from(attempts)
          .where(and(eq(attempts.key, key), gt(attempts.expiresAt, new Date(now))))
          .orderBy(desc(attempts.expiresAt))
          .offset(limit.max - weight)
          .limit(1);
        if (oldest) waitMs = Math.max(waitMs, oldest.expiresAt.getTime() - now);
      }
      if (waitMs > 0) return { ok: false, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      const rows = await tx
        .insert(attempts)
        .values(
          sorted.flatMap(({ key, limit, weight = 1 }) =>
            Array.from({ length: weight }, () => ({
              key,
              expiresAt: new Date(now + limit.windowSeconds * 1000),
            })),
          ),
        )
        .returning({ id: attempts.id });
      return { ok: true, ids: rows.map((r) => r.id) };
    });
    this.pruneNowAndThen();
    return taken;
  }

  /** Takes back attempts `take` recorded (they turned out not to count). */
  async giveBack(ids: readonly number[]): Promise<void> {
    if (ids.length) await this.db.delete(attempts).where(inArray(attempts.id, [...ids]));
  }

  /** Forgets every attempt on `key`. */
  async forget(key: string): Promise<void> {
    await this.db.delete(attempts).where(eq(attempts.key, key));
  }

  /** Deletes rows whose window has passed, at most once a minute, without holding up the request. */
  private pruneNowAndThen(): void {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    void this.prune().catch(() => {});
  }

  /** Deletes every row whose window has passed; answers how many. */
  async prune(): Promise<number> {
    const gone = await this.db
      .delete(attempts)
      .where(lte(attempts.expiresAt, new Date(this.now())))
      .returning({ id: attempts.id });
    return gone.length;
  }
}
