// The national data set at a tiny scale on a PostgreSQL database of its own (run by
// scripts/test-server-postgres.sh; skipped on the embedded database): the counts and invariants it promises,
// its refusal to run twice, and the API answering over HTTP for a generated reader.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "../domain/spoken-keys";
import { feedReader, READER_PREFIX } from "../db/national/generate";
import { NationalDataExists, seedLarge, type SeedLargeResult } from "../db/national/seed-large";
import { LOAN_MONTHS } from "../db/national/scale";
import { startServer, type RunningServer } from "../start";
import { diskStore } from "../uploads/disk-store";

const baseUrl = process.env.DATABASE_URL;
const SCALE = 0.0005;
/** Generating, then starting a server, on a busy machine. */
const SLOW = 300_000;

let databaseUrl: string;
let dir: string;
let made: SeedLargeResult;
let server: RunningServer;
let client: pg.Client;

async function admin(work: (c: pg.Client) => Promise<void>) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await work(c);
  } finally {
    await c.end();
  }
}

const one = async <T = number>(text: string, values: unknown[] = []): Promise<T> =>
  Object.values((await client.query(text, values)).rows[0] as Record<string, T>)[0]!;

async function get(pathname: string, token: string) {
  const res = await fetch(server.url + pathname, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, checked with expect()
  return { status: res.status, body: (await res.json()) as any };
}

describe.skipIf(!baseUrl)("the national data set on PostgreSQL", () => {
  beforeAll(async () => {
    const url = new URL(baseUrl!);
    const name = `${url.pathname.slice(1)}_national`;
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}"`);
      await c.query(`CREATE DATABASE "${name}"`);
    });
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-national-"));
    made = await seedLarge({ databaseUrl, scale: SCALE, uploads: diskStore(dir) });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    server = await startServer({ databaseUrl, port: 0, host: "127.0.0.1", uploadsDir: dir });
  }, SLOW);

  afterAll(async () => {
    await server?.close();
    await client?.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("makes the counts of its scale, beside the demo seed", async () => {
    const c = made.counts;
    expect(c.libraries).toBe(5);
    expect(c.readers).toBe(500);
    const generated = `select id from users where username like '${READER_PREFIX}%'`;
    expect(
      await one(`select count(*)::int from users where username like $1`, [`${READER_PREFIX}%`]),
    ).toBe(c.readers);
    expect(await one(`select count(*)::int from users where username = '+8801711000001'`)).toBe(1);
    expect(
      await one(`select count(*)::int from libraries where created_by in (${generated})`),
    ).toBe(c.libraries);
    expect(
      await one(`select count(*)::int from library_members where user_id in (${generated})`),
    ).toBe(c.readers);
    const libs = `select id from libraries where created_by in (${generated})`;
    expect(await one(`select count(*)::int from library_books where library_id in (${libs})`)).toBe(
      c.copies,
    );
    expect(await one(`select count(*)::int from book_issues where library_id in (${libs})`)).toBe(
      c.loansPerMonth * LOAN_MONTHS,
    );
    expect(await one(`select count(*)::int from posts where user_id in (${generated})`)).toBe(
      c.posts,
    );
    expect(await one(`select count(*)::int from likes where user_id in (${generated})`)).toBe(
      c.likes,
    );
    expect(
      await one(`select count(*)::int from follows where user_id in (${generated})`),
    ).toBeGreaterThanOrEqual(c.follows);
    expect(await one(`select count(*)::int from books where isbn like '97899%'`)).toBe(c.titles);
    // Every one of the 64 districts, as the libraries go round them (5 here: the first five).
    expect(
      await one(`select count(distinct district_id)::int from libraries where id in (${libs})`),
    ).toBe(5);
  });

  it("keeps the schema's invariants: loans, totals, keys and sequences", async () => {
    const generated = `select id from users where username like '${READER_PREFIX}%'`;
    // A copy is on loan exactly when it has an open loan.
    expect(
      await one(`select count(*)::int from library_books b where (b.status = 'on_loan') <>
                 exists (select 1 from book_issues i where i.library_book_id = b.id and i.collected_at is null)`),
    ).toBe(0);
    expect(
      await one(`select count(*)::int from book_issues where collected_at is null`),
    ).toBeGreaterThan(0);
    // A loan's card belongs to the copy's library, and no two loans of one copy overlap.
    expect(
      await one(`select count(*)::int from book_issues i join library_members m on m.id = i.library_member_id
                 join library_books b on b.id = i.library_book_id
                 where m.library_id <> i.library_id or b.library_id <> i.library_id`),
    ).toBe(0);
    expect(
      await one(`select count(*)::int from book_issues a join book_issues b
                 on a.library_book_id = b.library_book_id and a.id < b.id
                 and tstzrange(a.issued_at, coalesce(a.collected_at, 'infinity')) &&
                     tstzrange(b.issued_at, coalesce(b.collected_at, 'infinity'))`),
    ).toBe(0);
    // Cards carry their loan totals; none holds more open loans than the library's limit.
    expect(
      await one(`select count(*)::int from library_members m where total_reading_books <>
                   (select count(*) from book_issues i where i.library_member_id = m.id and i.collected_at is null)
                 or total_has_read_books <>
                   (select count(*) from book_issues i where i.library_member_id = m.id and i.collected_at is not null)`),
    ).toBe(0);
    expect(
      await one(
        `select max(total_reading_books)::int from library_members where user_id in (${generated})`,
      ),
    ).toBeLessThanOrEqual(3);
    // Nobody likes or follows themselves.
    expect(
      await one(
        `select count(*)::int from likes l join posts p on p.id = l.post_id
         where l.user_id = p.user_id and p.user_id in (${generated})`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*)::int from follows where followable_type = 'user' and followable_id = user_id`,
      ),
    ).toBe(0);
    // The spoken keys are the server's own (so the start-up fill has nothing to do), text in NFC.
    const people = await client.query<{ first_name: string; surname: string; name_key: string }>(
      `select first_name, surname, name_key from users where username like $1`,
      [`${READER_PREFIX}%`],
    );
    for (const p of people.rows) {
      expect(p.name_key).toBe(nameKey({ firstName: p.first_name, surname: p.surname }));
      expect(p.first_name).toBe(p.first_name.normalize("NFC"));
    }
    // Each sequence is past its table's ids, so the next row the server writes gets a free id.
    for (const t of [
      "users",
      "libraries",
      "library_members",
      "books",
      "library_books",
      "book_issues",
      "posts",
      "likes",
      "follows",
    ]) {
      const last = await one<string>(`select last_value from ${t}_id_seq`);
      expect(Number(last)).toBe(await one(`select max(id)::int from ${t}`));
    }
  });

  it("refuses to run again on the same database", async () => {
    await expect(
      seedLarge({ databaseUrl, scale: SCALE, uploads: diskStore(dir) }),
    ).rejects.toBeInstanceOf(NationalDataExists);
  });

  it("answers over HTTP for a generated reader: login, feed, reader search, a library's books", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ username: feedReader(made.counts), password: "pathagar-demo" }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const feed = await get("/api/posts", token);
    expect(feed.status).toBe(200);
    expect(feed.body.data.length).toBeGreaterThan(0);

    const surname = await one<string>(`select surname from users where username = $1`, [
      feedReader(made.counts),
    ]);
    const search = await get(`/api/users?term=${encodeURIComponent(surname)}`, token);
    expect(search.status).toBe(200);
    // Everyone of that surname (and more: the same name in the other script sounds alike).
    const namesakes = await one(`select count(*)::int from users where surname = $1`, [surname]);
    expect(namesakes).toBeGreaterThan(1);
    expect(search.body.meta.total).toBeGreaterThanOrEqual(namesakes);
    expect(search.body.data).toHaveLength(15);

    const library = await one(`select id from libraries where name = 'bagerhat-1'`);
    const books = await get(`/api/libraries/${library}/books`, token);
    expect(books.status).toBe(200);
    expect(books.body.meta.total).toBe(made.counts.copies / made.counts.libraries);
  });
});
