// The page cache's version in the database: a sequence every instance moves on a write and reads before a cached answer.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { SharedVersion } from "./page-cache";

/**
 * A sequence rather than a row: nextval() takes no row lock and is not rolled back, so concurrent writes
 * never wait on each other, and a plain query (no LISTEN connection) works through PgBouncer in transaction
 * mode too. Reading it costs one single-row query per cached answer.
 */
export function databaseVersion(db: Db): SharedVersion {
  return {
    read: coalesce(async () => {
      const result = await db.execute<{ version: string }>(
        sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS version FROM page_cache_version`,
      );
      const rows = (result as unknown as { rows: { version: string }[] }).rows;
      return rows[0]!.version;
    }),
    async bump() {
      await db.execute(sql`SELECT nextval('page_cache_version')`);
    },
  };
}

/**
 * One read out at a time. Callers that come while a read is out share the next one, which starts after they
 * came: none gets a version older than its arrival (a write that ended before a request is always seen), and
 * a burst of reads costs the database two queries instead of one each.
 */
export function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const out: Promise<T> = read().finally(() => {
      if (current === out) current = undefined;
    });
    current = out;
    return out;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
