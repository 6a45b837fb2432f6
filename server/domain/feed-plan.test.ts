// The feed's statement reaches each source of posts through an index (posts_user_idx for the viewer's and
// followed readers' posts, posts_postable_idx for libraries'), never by reading every post: on a national
// network the old OR of IN (…) conditions read all 200,000 posts of the 10 % network (docs/SCALE.md).
import { sql } from "drizzle-orm";
import { openMemoryDatabase } from "../test/memory-database";
import { FEED_PAGE } from "./post-pages";

let database: Awaited<ReturnType<typeof openMemoryDatabase>>;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

it("plans the feed through the posts' indexes", async () => {
  const values = ["1", "10", "0"];
  const text = FEED_PAGE.text.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1]!);
  await database.db.execute(sql`set enable_seqscan = off`);
  try {
    const result = (await database.db.execute(sql.raw(`explain ${text}`))) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    const plan = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toContain("posts_user_idx");
    expect(plan).toContain("posts_postable_idx");
    expect(plan).not.toMatch(/Seq Scan on posts/);
  } finally {
    await database.db.execute(sql`set enable_seqscan = on`);
  }
});
