// `npm run migrate`: brings the database (DATABASE_URL, or the embedded one in DATA_DIR) to the latest
// migration and exits: the deploy step before new instances start (with MIGRATE_ON_START=false).
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirInUseError } from "./db/data-dir-lock";
import { logLine } from "./http/log";

const config = readConfig();
try {
  const database = await openDatabase({
    ...config,
    postgres: { ...config.postgres, migrateOnStart: true },
  });
  await database.close();
  logLine("info", { msg: "The database is at the latest migration.", database: database.kind });
} catch (err) {
  logLine("error", {
    msg: err instanceof DataDirInUseError ? err.message : "Migrating the database failed.",
    error: err instanceof Error ? err.message : String(err),
  });
  process.exitCode = 1;
}
