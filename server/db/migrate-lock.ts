// Brings a PostgreSQL schema up to date once however many processes start together: each waits on one
// advisory lock, and the later ones find nothing left to apply.
import type { Pool, PoolClient } from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "./schema";

/** The advisory lock's key ("pathagar migrations"; the seed takes another). */
export const MIGRATION_LOCK = 7_061_746_800_001n;

export async function migrateUnderLock(pool: Pool, migrationsFolder: string): Promise<void> {
  // A session lock lives on one connection: take it, migrate and let it go on that same connection.
  const client: PoolClient = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK.toString()]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK.toString()]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection that failed mid-way is closed, not reused (closing also lets go of the lock).
    client.release(broken);
  }
}
