// Databases opened from the worker's migrated copy: every migration in place, empty, and each one its own; and
// openDatabase's `from` really starts from the dump it is given.
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { migrationsFolder, openDatabase } from "../db/client";
import { openMemoryDatabase } from "./memory-database";

const rows = async (
  database: Awaited<ReturnType<typeof openMemoryDatabase>>,
  query: ReturnType<typeof sql>,
) => (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

it("opens migrated, empty databases that share nothing", async () => {
  const first = await openMemoryDatabase();
  const second = await openMemoryDatabase();
  try {
    const migrations = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length;
    for (const database of [first, second]) {
      const applied = await rows(
        database,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBe(migrations);
      const users = await rows(database, sql`select count(*)::int as n from users`);
      expect(users.rows[0]!.n).toBe(0);
    }
    await first.db.execute(sql`create table only_in_first (x int)`);
    const there = await rows(second, sql`select to_regclass('only_in_first') as t`);
    expect(there.rows[0]!.t).toBeNull();
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

it("starts an in-memory database from a dump, with what the dumped one held", async () => {
  const source = await openMemoryDatabase();
  await source.db.execute(sql`create table kept (x int)`);
  await source.db.execute(sql`insert into kept values (7)`);
  const dump = await source.dump!();
  await source.close();
  const copy = await openDatabase({ dataDir: "memory://", databaseUrl: undefined, from: dump });
  try {
    expect((await rows(copy, sql`select x from kept`)).rows).toEqual([{ x: 7 }]);
  } finally {
    await copy.close();
  }
});
