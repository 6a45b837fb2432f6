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
    async read() {
      const result = await db.execute<{ version: string }>(
        sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS version FROM page_cache_version`,
      );
      const rows = (result as unknown as { rows: { version: string }[] }).rows;
      return rows[0]!.version;
    },
    async bump() {
      await db.execute(sql`SELECT nextval('page_cache_version')`);
    },
  };
}
