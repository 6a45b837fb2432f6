// Every copy of a library in one answer (the device's first mirror of it), or those changed since a moment, read
// in batches by id so that a 10,000-copy library streams without being held whole; the copies removed since that
// moment; and the copies' version.
import { and, asc, count, eq, gt, gte, max, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { books, libraryBookRemovals, libraryBooks } from "../db/schema";
import { copiesJson } from "./copy-records";

/** Copies read per query: a few hundred kilobytes of JSON each. */
export const SNAPSHOT_BATCH = 500;

/**
 * What the snapshot's content depends on, cheaply: how many copies, the highest id, the newest change of a copy
 * and of a shared book. A lend or return, an edit, an added or removed copy each change it.
 */
export async function copiesVersion(db: Db, libraryId: number): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      top: max(libraryBooks.id),
      copyAt: max(libraryBooks.updatedAt),
      bookAt: max(books.updatedAt),
    })
    .from(libraryBooks)
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(eq(libraryBooks.libraryId, libraryId));
  const at = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : 0);
  return [libraryId, row?.n ?? 0, row?.top ?? 0, at(row?.copyAt), at(row?.bookAt)].join("-");
}

/**
 * The library's copies as LibraryBook resources, `SNAPSHOT_BATCH` at a time, in id order; with `since`, only those
 * (or whose shared book) changed at or after it.
 */
export async function* copyBatches(
  db: Db,
  libraryId: number,
  since?: Date,
): AsyncGenerator<object[]> {
  const changed: SQL | undefined = since
    ? or(gte(libraryBooks.updatedAt, since), gte(books.updatedAt, since))
    : undefined;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ copy: libraryBooks, book: books })
      .from(libraryBooks)
      .innerJoin(books, eq(books.id, libraryBooks.bookId))
      .where(and(eq(libraryBooks.libraryId, libraryId), gt(libraryBooks.id, after), changed))
      .orderBy(asc(libraryBooks.id))
      .limit(SNAPSHOT_BATCH);
    if (rows.length === 0) return;
    yield await copiesJson(db, rows);
    if (rows.length < SNAPSHOT_BATCH) return;
    after = rows[rows.length - 1]!.copy.id;
  }
}

/** The ids of the library's copies removed at or after `since` (an import undone), oldest first. */
export async function copiesRemovedSince(
  db: Db,
  libraryId: number,
  since: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: libraryBookRemovals.libraryBookId })
    .from(libraryBookRemovals)
    .where(
      and(eq(libraryBookRemovals.libraryId, libraryId), gte(libraryBookRemovals.removedAt, since)),
    )
    .orderBy(asc(libraryBookRemovals.removedAt), asc(libraryBookRemovals.libraryBookId));
  return rows.map((r) => r.id);
}
