// Migration 0006: a member's loans and the idempotency purge each have an index that serves their query (the
// planner, told to avoid whole-table scans, reads through it).
import { sql } from "drizzle-orm";
import { openMemoryDatabase } from "../test/memory-database";

type Database = Awaited<ReturnType<typeof openMemoryDatabase>>;
let database: Database;

const plan = async (query: ReturnType<typeof sql>): Promise<string> => {
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as {
    rows: { "QUERY PLAN": string }[];
  };
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
};

beforeAll(async () => {
  database = await openMemoryDatabase();
  await database.db.execute(sql`set enable_seqscan = off`);
});
afterAll(() => database.close());

it("counts a member's open loans through book_issues_member_idx", async () => {
  expect(
    await plan(
      sql`select count(*) from book_issues where library_member_id = 7 and collected_at is null`,
    ),
  ).toContain("book_issues_member_idx");
});

it("purges old idempotent answers through idempotency_keys_created_idx", async () => {
  expect(
    await plan(sql`delete from idempotency_keys where created_at < now() - interval '1 day'`),
  ).toContain("idempotency_keys_created_idx");
});
