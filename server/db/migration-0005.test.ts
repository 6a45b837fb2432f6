// Migration 0005 on a database made by the migrations before it: authors who are one person under two
// spellings are merged before their unique key is built, and a creator's card M-0001 gets the library's
// prefix when that code is free. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrationsFolder } from "./client";

const base = process.env.DATABASE_URL;
const dbName = `pathagar_m0005_${process.pid}_${Date.now()}`;
let before: string;
let query: <T>(text: string) => Promise<T[]>;
/** Runs several statements. */
let exec: (text: string) => Promise<void>;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;

/** The migrations folder as it was before 0005: its SQL files and a journal that ends at 0004. */
function foldersBefore0005(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 5);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  before = foldersBefore0005();
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const db = drizzle(pool);
    query = async (text) => (await pool.query(text)).rows;
    exec = async (text) => void (await pool.query(text));
    migrateTo = (folder) => migrate(db, { migrationsFolder: folder });
    close = () => pool.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // The later migrations need the trigram extension, as the server's own PGlite has it (server/db/client.ts).
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    query = async <T>(text: string) => (await client.query<T>(text)).rows;
    exec = async (text) => void (await client.exec(text));
    migrateTo = (folder) => migrate(db, { migrationsFolder: folder });
    close = () => client.close();
  }
  await migrateTo(before);
});

afterAll(async () => {
  await close?.();
  rmSync(before, { recursive: true, force: true });
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
});

// য় written as one letter (U+09DF) and as য + nukta (U+09AF U+09BC): NFC makes them one.
const SAYED_ONE = "সৈ\u09dfদ আলী";
const SAYED_TWO = "সৈ\u09af\u09bcদ আলী";

describe("migration 0005", () => {
  it("merges authors, renames free creator cards, and keeps one author per name from then on", async () => {
    await exec(`
      insert into users (id, first_name, username, password_hash) values
        (1, 'Rahim', 'rahim@example.com', 'x'), (2, 'Karima', 'karima@example.com', 'x'),
        (3, 'Nila', 'nila@example.com', 'x'), (4, 'Opu', 'opu@example.com', 'x');
      insert into libraries (id, name, title, created_by, book_code_prefix) values
        (1, 'alokito', 'Alokito Pathagar', 1, null),
        (2, 'sonar-tori', 'Sonar Tori', 2, 'ST9'),
        (3, 'boighor', 'বই ঘর', 3, null),
        (4, 'nodi', 'নদী Library', 4, null);
      insert into library_members (library_id, user_id, member_code, first_name) values
        (1, 1, 'M-0001', 'Rahim'), (1, 2, 'AP-M0002', 'Karima'),
        (2, 2, 'M-0001', 'Karima'), (2, 1, 'ST9-M0001', 'Rahim'),
        (3, 3, 'M-0001', 'Nila'),
        (4, 1, 'M-0001', 'Rahim');
      insert into authors (id, name) values
        (1, 'Rabindranath Tagore'), (2, ' rabindranath  TAGORE'), (3, 'Rabindranath Tagore'),
        (4, 'Kazi Nazrul Islam'), (5, '${SAYED_ONE}'), (6, '${SAYED_TWO}');
      insert into books (id, title) values (1, 'Gitanjali'), (2, 'Gora'), (3, 'Agnibina');
      insert into book_authors (book_id, author_id) values (1, 1), (1, 2), (2, 3), (3, 4), (3, 6);
    `);
    await migrateTo(migrationsFolder);

    const cards = await query<{ library_id: number; user_id: number; member_code: string }>(
      "select library_id, user_id, member_code from library_members order by library_id, user_id",
    );
    expect(cards.map((c) => `${c.library_id}:${c.user_id}:${c.member_code}`)).toEqual([
      "1:1:AP-M0001", // the initials of its title
      "1:2:AP-M0002",
      "2:1:ST9-M0001",
      "2:2:M-0001", // ST9-M0001 is taken: the card keeps its code
      "3:3:BO-M0001", // no Latin word in the title: the handle's first two letters
      "4:1:M-0001", // not the creator's card
    ]);

    const authors = await query<{ id: number; name: string }>(
      "select id, name from authors order by id",
    );
    expect(authors).toEqual([
      { id: 1, name: "Rabindranath Tagore" },
      { id: 4, name: "Kazi Nazrul Islam" },
      { id: 5, name: SAYED_ONE },
    ]);
    const links = await query<{ book_id: number; author_id: number }>(
      "select book_id, author_id from book_authors order by book_id, author_id",
    );
    expect(links.map((l) => `${l.book_id}:${l.author_id}`)).toEqual(["1:1", "2:1", "3:4", "3:5"]);

    await expect(
      query("insert into authors (name) values ('RABINDRANATH TAGORE ')"),
    ).rejects.toThrow(/duplicate key/);
  });
});
