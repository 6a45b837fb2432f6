// A catalogue import's writes: short statements with other requests let in between, noted ahead in a journal,
// and undone together when one fails.
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookAuthors, books, libraryBookRemovals, libraryBooks } from "../db/schema";
import type { BookRow, LibraryRow } from "../serialize/libraries";
import { authorIds, booksByIsbn, ISBN_TARGET } from "./shared-books";
import { spokenKey } from "./spoken-keys";
import { rowsOf } from "../db/rows";

/**
 * Rows written per chunk. On PGlite (one connection, run on the event loop) every statement holds all
 * other queries and requests up while it runs: a statement over 100 rows takes 5 to 30 ms there.
 */
export const WRITE_CHUNK = 100;
const UNDO_CHUNK = 250;

/**
 * Lets other requests and their queries in between an import's steps, for as long as the step before took
 * (at most 100 ms): a request of several queries then finishes between two steps, and an import takes at
 * most about half of the database's time while others wait for it.
 */
export class Pacer {
  private since = performance.now();
  async breathe(): Promise<void> {
    const worked = performance.now() - this.since;
    await new Promise<void>((resolve) =>
      worked < 2 ? setImmediate(resolve) : setTimeout(resolve, Math.min(worked, 100)),
    );
    this.since = performance.now();
  }
}

/** A row as the import writes it (checked already). */
export interface ImportBook {
  title: string;
  authors: string[];
  isbn: string | null;
  publisher: string | null;
  year: number | null;
  language: string | null;
  category: string | null;
  shelf_number: string | null;
  box_number: string | null;
}

/** Ids an import has taken for its copies and books: the rows with them are its own. */
export interface Written {
  copies: number[];
  books: number[];
}

/**
 * Where an import notes the ids of each chunk before writing it (import-journal.ts keeps them in the
 * database, so an import cut short by a stopped server is undone later).
 */
export interface ImportLog {
  record(db: Db, written: Written): Promise<void>;
}

const bookValues = (row: ImportBook, id: number) => ({
  id,
  title: row.title,
  titleKey: spokenKey(row.title),
  isbn: row.isbn,
  publisher: row.publisher,
  year: row.year,
  language: row.language,
  category: row.category,
});

/** `count` fresh ids of a serial column's sequence. */
async function nextIds(db: Db, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`SELECT nextval(${sequence}::regclass) AS id FROM generate_series(1, ${count})`,
  );
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}

/** Writes one chunk, a statement at a time; ISBNs already known keep their shared book. */
async function writeChunk(
  db: Db,
  library: LibraryRow,
  rows: ImportBook[],
  codes: string[],
  written: Written,
  log: ImportLog | undefined,
  pacer: Pacer,
) {
  const isbns = [...new Set(rows.flatMap((r) => (r.isbn ? [r.isbn] : [])))];
  const byIsbn = isbns.length ? await booksByIsbn(db, isbns) : new Map<string, BookRow>();
  if (isbns.length) await pacer.breathe();
  const newIsbnRows = new Map<string, ImportBook>();
  for (const row of rows)
    if (row.isbn && !byIsbn.has(row.isbn) && !newIsbnRows.has(row.isbn))
      newIsbnRows.set(row.isbn, row);
  const fresh = [...newIsbnRows.values()];
  const plain = rows.filter((r) => !r.isbn);
  const bookIds = await nextIds(db, "books_id_seq", fresh.length + plain.length);
  await pacer.breathe();
  const copyIds = await nextIds(db, "library_books_id_seq", rows.length);
  written.books.push(...bookIds);
  written.copies.push(...copyIds);
  // Ahead of the rows: a stop between the two leaves ids that name nothing, never rows nobody knows of.
  await log?.record(db, written);
  await pacer.breathe();
  const made: { book: BookRow; authors: string[] }[] = [];
  if (fresh.length) {
    const inserted = await db
      .insert(books)
      .values(fresh.map((row, k) => bookValues(row, bookIds[k]!)))
      .onConflictDoNothing(ISBN_TARGET)
      .returning();
    for (const b of inserted) {
      byIsbn.set(b.isbn!, b);
      made.push({ book: b, authors: newIsbnRows.get(b.isbn!)!.authors });
    }
    // Another import may have catalogued some of these ISBNs meanwhile.
    const late = fresh.filter((r) => !byIsbn.has(r.isbn!)).map((r) => r.isbn!);
    if (late.length) for (const [isbn, b] of await booksByIsbn(db, late)) byIsbn.set(isbn, b);
    await pacer.breathe();
  }
  const plainBooks: BookRow[] = [];
  if (plain.length) {
    const ids = bookIds.slice(fresh.length);
    const inserted = await db
      .insert(books)
      .values(plain.map((row, k) => bookValues(row, ids[k]!)))
      .returning();
    inserted.forEach((b, k) => {
      plainBooks.push(b);
      made.push({ book: b, authors: plain[k]!.authors });
    });
    await pacer.breathe();
  }
  const ids = await authorIds(
    db,
    made.flatMap((m) => m.authors),
  );
  await pacer.breathe();
  const links = made.flatMap((m) =>
    [...new Set(m.authors.map((a) => ids.get(a)!))].map((authorId) => ({
      bookId: m.book.id,
      authorId,
    })),
  );
  if (links.length) {
    await db.insert(bookAuthors).values(links).onConflictDoNothing();
    await pacer.breathe();
  }
  let p = 0;
  await db.insert(libraryBooks).values(
    rows.map((row, i) => ({
      id: copyIds[i]!,
      libraryId: library.id,
      bookId: row.isbn ? byIsbn.get(row.isbn)!.id : plainBooks[p++]!.id,
      bookCode: codes[i]!,
      shelfNumber: row.shelf_number,
      boxNumber: row.box_number,
    })),
  );
  await pacer.breathe();
}

/** Deletes copies and remembers each one removed, in one transaction (a device may have mirrored them). */
async function removeCopies(db: Db, libraryId: number, ids: number[]): Promise<void> {
  await db.transaction(async (t) => {
    const removed = await t
      .delete(libraryBooks)
      .where(and(eq(libraryBooks.libraryId, libraryId), inArray(libraryBooks.id, ids)))
      .returning({ id: libraryBooks.id });
    if (removed.length === 0) return;
    await t
      .insert(libraryBookRemovals)
      .values(removed.map((r) => ({ libraryBookId: r.id, libraryId })))
      .onConflictDoNothing();
  });
}

/**
 * Takes back what an import wrote: its copies, then the books it made that no copy holds (another
 * library may have added a copy of a new ISBN meanwhile; that book stays). Authors stay catalogued.
 */
export async function undoWritten(db: Db, libraryId: number, written: Written): Promise<void> {
  const pacer = new Pacer();
  for (let i = 0; i < written.copies.length; i += UNDO_CHUNK) {
    await removeCopies(db, libraryId, written.copies.slice(i, i + UNDO_CHUNK));
    await pacer.breathe();
  }
  for (let i = 0; i < written.books.length; i += UNDO_CHUNK) {
    const held = db
      .select({ id: libraryBooks.id })
      .from(libraryBooks)
      .where(eq(libraryBooks.bookId, books.id));
    await db
      .delete(books)
      .where(and(inArray(books.id, written.books.slice(i, i + UNDO_CHUNK)), notExists(held)));
    await pacer.breathe();
  }
}

/**
 * Writes the rows in chunks of WRITE_CHUNK, a statement at a time with other requests let in between;
 * when one fails, what the import wrote is undone and the error goes on.
 */
export async function writeRows(
  db: Db,
  library: LibraryRow,
  rows: ImportBook[],
  codes: string[],
  log?: ImportLog,
): Promise<void> {
  const written: Written = { copies: [], books: [] };
  const pacer = new Pacer();
  try {
    for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
      const end = i + WRITE_CHUNK;
      await writeChunk(db, library, rows.slice(i, end), codes.slice(i, end), written, log, pacer);
    }
  } catch (err) {
    await undoWritten(db, library.id, written);
    throw err;
  }
}
