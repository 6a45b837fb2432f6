// An import's chunked writes: all rows in, a failing late chunk undoing the earlier ones, and the journal of an
// import cut short (its ids noted ahead of each chunk) undoing what it wrote.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { books, libraries, libraryBooks } from "../db/schema";
import { openMemoryDatabase } from "../test/memory-database";
import type { LibraryRow } from "../serialize/libraries";
import {
  undoWritten,
  writeRows,
  WRITE_CHUNK,
  type ImportBook,
  type Written,
} from "./import-writes";

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openMemoryDatabase();
  db = database.db;
});
afterAll(() => database?.close());

async function newLibrary(name: string): Promise<LibraryRow> {
  const [row] = await db.insert(libraries).values({ name, title: name }).returning();
  return row as LibraryRow;
}

const rowsOf = (n: number, tag: string): ImportBook[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `${tag} ${i}`,
    authors: [`Author ${i % 5}`],
    isbn: null,
    publisher: null,
    year: null,
    language: null,
    category: null,
    shelf_number: null,
    box_number: null,
  }));
const codesOf = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}`);

const copiesIn = async (library: LibraryRow) =>
  (
    await db.select({ n: count() }).from(libraryBooks).where(eq(libraryBooks.libraryId, library.id))
  )[0]!.n;
const booksLeft = async (ids: number[]) =>
  ids.length
    ? (await db.select({ n: count() }).from(books).where(inArray(books.id, ids)))[0]!.n
    : 0;

describe("writeRows", () => {
  it("writes every row in chunks, noting each chunk's ids ahead of it", async () => {
    const library = await newLibrary("writes-all");
    const noted: Written[] = [];
    const n = WRITE_CHUNK * 2 + 30;
    await writeRows(db, library, rowsOf(n, "A"), codesOf(n, "A"), {
      record: async (_db, written) => {
        noted.push({ copies: [...written.copies], books: [...written.books] });
      },
    });
    expect(await copiesIn(library)).toBe(n);
    expect(noted).toHaveLength(3);
    expect(noted[2]!.copies).toHaveLength(n);
  });

  it("undoes the earlier chunks when a late one fails, and the error goes on", async () => {
    const library = await newLibrary("writes-undo");
    const n = WRITE_CHUNK * 3;
    const codes = codesOf(n, "U");
    let calls = 0;
    let last: Written = { copies: [], books: [] };
    const failing = writeRows(db, library, rowsOf(n, "U"), codes, {
      record: async (tx, written) => {
        last = written;
        // Before the third chunk, a copy at the desk takes one of its codes.
        if (++calls === 3) {
          const [book] = await tx.insert(books).values({ title: "Desk copy" }).returning();
          await tx
            .insert(libraryBooks)
            .values({ libraryId: library.id, bookId: book!.id, bookCode: codes[n - 1]! });
        }
      },
    });
    await expect(failing).rejects.toThrow();
    // Only the desk's copy is left; the import's books are gone too.
    expect(await copiesIn(library)).toBe(1);
    expect(await booksLeft(last.books)).toBe(0);
  });
});

describe("undoWritten", () => {
  it("takes back what an import cut short had written, keeping a book another library holds", async () => {
    const library = await newLibrary("cut-short");
    const other = await newLibrary("other-holder");
    const n = WRITE_CHUNK * 2;
    let journal: Written = { copies: [], books: [] };
    let calls = 0;
    // The server stops before the third chunk: the import never goes on, its journal stays.
    void writeRows(db, library, rowsOf(n + 10, "C"), codesOf(n + 10, "C"), {
      record: async (_db, written) => {
        journal = { copies: [...written.copies], books: [...written.books] };
        if (++calls === 3) await new Promise(() => {});
      },
    });
    await expect.poll(() => copiesIn(library)).toBe(n);
    // Meanwhile another library added a copy of one of the import's books.
    await db
      .insert(libraryBooks)
      .values({ libraryId: other.id, bookId: journal.books[0]!, bookCode: "O-1" });
    await undoWritten(db, library.id, journal);
    expect(await copiesIn(library)).toBe(0);
    expect(await copiesIn(other)).toBe(1);
    // The held book stays; the rest, including ids noted for the chunk never written, are gone.
    expect(await booksLeft(journal.books)).toBe(1);
  });
});
