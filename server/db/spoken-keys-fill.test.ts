// Migration 0009's keys for rows stored before them: the fill makes each missing key in batches, a second
// run finds none, and finding the rows to fill goes through the partial *_unfilled_idx indexes.
import { eq, sql } from "drizzle-orm";
import { openMemoryDatabase } from "../test/memory-database";
import { fillSpokenKeys } from "../domain/spoken-keys";
import { authors, books, libraries, libraryMembers, users } from "./schema";

type Database = Awaited<ReturnType<typeof openMemoryDatabase>>;
let database: Database;

beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

it("keys every row stored without one, in batches, once", async () => {
  const { db } = database;
  const people = ["সুমন", "Suman", "রহিম", "Rahim", "তানভীর"].map((firstName, i) => ({
    firstName,
    surname: i === 0 ? "আহমেদ" : null,
    username: `fill-${i}@example.com`,
    passwordHash: "x",
  }));
  await db.insert(users).values(people);
  const [library] = await db
    .insert(libraries)
    .values({ name: "fill-lib", title: "শাপলা পাঠাগার" })
    .returning();
  await db
    .insert(libraryMembers)
    .values({ libraryId: library!.id, memberCode: "F-1", firstName: "Sumon", nickname: "সুমু" });
  await db.insert(books).values({ title: "পথের পাঁচালী" });
  await db.insert(authors).values({ name: "Bibhutibhushan" });

  expect(await fillSpokenKeys(db, 2)).toBe(9);
  const keys = await db.select({ name: users.firstName, key: users.nameKey }).from(users);
  expect(Object.fromEntries(keys.map((k) => [k.name, k.key]))).toEqual({
    সুমন: " smn hmd ",
    Suman: " smn ",
    রহিম: " rhm ",
    Rahim: " rhm ",
    তানভীর: " tbr ",
  });
  const [card] = await db.select().from(libraryMembers);
  expect(card!.nameKey).toBe(" smn sm ");
  const [lib] = await db.select().from(libraries).where(eq(libraries.id, library!.id));
  expect(lib!.titleKey).toBe(" spl ptgr ");
  const [book] = await db.select().from(books);
  expect(book!.titleKey).toBe(" ptr pcl ");
  const [author] = await db.select().from(authors);
  expect(author!.nameKey).toBe(" bbtbsn ");
  expect(await fillSpokenKeys(db)).toBe(0);
});

it("finds the rows still to key through the partial indexes", async () => {
  await database.db.execute(sql`set enable_seqscan = off`);
  try {
    const result = (await database.db.execute(
      sql`explain select id from users where name_key is null and id > 0 order by id limit 1000`,
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    expect(result.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain(
      "users_name_key_unfilled_idx",
    );
  } finally {
    await database.db.execute(sql`set enable_seqscan = on`);
  }
});
