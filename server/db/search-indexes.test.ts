// Migration 0011 on the embedded database: pg_trgm is loaded, reader search's condition (names ILIKE
// '%term%' or the spoken key LIKE '% key%') can go through the trigram index, a library's copies in id
// order through (library_id, id), a copy's last return through (library_book_id, collected_at).
// docs/SCALE.md has the plans on PostgreSQL with a national network.
import { ilike, like, or, sql } from "drizzle-orm";
import { openMemoryDatabase } from "../test/memory-database";
import { spokenMatch } from "../domain/spoken-keys";
import { userPage } from "../domain/users";
import { users } from "./schema";

type Database = Awaited<ReturnType<typeof openMemoryDatabase>>;
let database: Database;

beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const inline = params.reduce<string>(
    (s, p, i) => s.replace(`$${i + 1}`, `'${String(p).replace(/'/g, "''")}'`),
    text,
  );
  const result = (await database.db.execute(sql.raw(`explain ${inline}`))) as unknown as {
    rows: { "QUERY PLAN": string }[];
  };
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
}

it("has the trigram extension", async () => {
  const result = (await database.db.execute(
    sql`select extname from pg_extension where extname = 'pg_trgm'`,
  )) as unknown as { rows: unknown[] };
  expect(result.rows).toHaveLength(1);
});

it("searches readers' names through the trigram index, and finds them", async () => {
  const { db } = database;
  await db.insert(users).values(
    ["Tanvir", "Rahim", "Karim", "তানভীর"].map((firstName, i) => ({
      firstName,
      username: `trgm-${i}@example.com`,
      passwordHash: "x",
      nameKey: i === 3 ? " tbr " : null,
    })),
  );
  await db.execute(sql`set enable_seqscan = off`);
  try {
    const where = spokenMatch(
      "tanvir",
      (p) => or(ilike(users.firstName, p), ilike(users.surname, p), ilike(users.nickname, p)),
      (p) => like(users.nameKey, p),
    );
    const text = await plan(db.select({ id: users.id }).from(users).where(where));
    expect(text).toContain("users_names_trgm_idx");
    expect(text).not.toContain("Seq Scan");
    // The answer through the index: the Latin spelling and the Bangla one by its key.
    const page = await userPage(db, 0, { offset: 0, perPage: 15, term: "tanvir" });
    expect(page.items.map((u) => u.first_name).sort()).toEqual(["Tanvir", "তানভীর"]);
  } finally {
    await db.execute(sql`set enable_seqscan = on`);
  }
});

it.each([
  [
    "a library's copies in id order",
    "library_books_library_idx",
    sql`explain select id from library_books where library_id = 1 order by id limit 15`,
  ],
  [
    "when a copy's last loan ended (every lend asks)",
    "book_issues_copy_idx",
    sql`explain select max(collected_at) from book_issues where library_book_id = 1`,
  ],
])("finds %s through %s", async (_what, index, query) => {
  await database.db.execute(sql`set enable_seqscan = off`);
  try {
    const result = (await database.db.execute(query)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    expect(result.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain(index);
  } finally {
    await database.db.execute(sql`set enable_seqscan = on`);
  }
});
