// Opens the database (embedded PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) and brings it to the latest migration.
import path from "node:path";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock";
import type { PostgresSettings } from "./postgres-settings";
import * as schema from "./schema";
import { fillSpokenKeys } from "../domain/spoken-keys";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: its data folder as one file, for another in-memory database to start from (`from`). */
  dump?: () => Promise<Blob>;
}

/** Beside this module in the source, and copied beside the compiled server by the build. */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

export interface DatabaseOptions {
  /** PGlite folder, or "memory://" for a throw-away in-memory database. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: pool size, prepared statements, migrations at start (defaults: 10, on, on). */
  postgres?: Partial<PostgresSettings>;
  /**
   * "memory://" only: a copy of this dump (`Database.dump`) instead of an empty database, which spares
   * PGlite's initdb and the migrations already in it (tests open many).
   */
  from?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgres ?? {});
  return openPglite(options.dataDir, options.from);
}

async function openPglite(dataDir: string, from: Blob | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  // Trigram indexes serve the name searches (migration 0011); PGlite ships the extension as a contrib module.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let location: string | undefined;
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    // Two processes on one folder would each keep their own view and lose the other's writes.
    unlock = lockDataDir(dataDir);
    location = path.join(dataDir, "pg");
    mkdirSync(location, { recursive: true });
  }
  try {
    const client = location
      ? new PGlite(location, { extensions })
      : new PGlite(from ? { loadDataDir: from, extensions } : { extensions });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await fillSpokenKeys(db as unknown as Db);
    const close = () => client.close().finally(unlock);
    const dump = () => client.dumpDataDir("none");
    return { db: db as unknown as Db, kind: "pglite", close, dump };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPostgres(url: string, settings: Partial<PostgresSettings>): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrateUnderLock } = await import("./migrate-lock");
  const { withoutNamedStatements } = await import("./unnamed-statements");
  const pool = new Pool({ connectionString: url, max: settings.poolMax ?? 10 });
  if (settings.prepare === false) withoutNamedStatements(pool);
  try {
    if (settings.migrateOnStart !== false) await migrateUnderLock(pool, migrationsFolder);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzle(pool, { schema });
  // With the migrations: the deploy's `npm run migrate` fills the keys before instances start.
  if (settings.migrateOnStart !== false) await fillSpokenKeys(db as unknown as Db);
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}
