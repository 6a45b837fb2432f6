// An in-memory database for a test, started from a copy of one that each worker opened and migrated once: PGlite's
// initdb and the migrations (about 5 s of CPU) run once per worker instead of at every open.
import { openDatabase, type Database } from "../db/client";

let template: Promise<Blob> | undefined;

async function migratedOnce(): Promise<Blob> {
  const first = await openDatabase({ dataDir: "memory://", databaseUrl: undefined });
  try {
    return await first.dump!();
  } finally {
    await first.close();
  }
}

/** A fresh, migrated and empty database in memory (the same as `openDatabase` on "memory://"). */
export async function openMemoryDatabase(): Promise<Database> {
  if (!template) {
    template = migratedOnce();
    // A first open that failed is tried again by the next test, not handed to every later one.
    template.catch(() => (template = undefined));
  }
  return openDatabase({ dataDir: "memory://", databaseUrl: undefined, from: await template });
}
