// Copies as the API shows them: each page completed with its books' authors and open loans in one query each.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authors, bookAuthors, bookIssues, books, libraryBooks } from "../db/schema";
import { libraryBookJson, type BookRow, type CopyRow } from "../serialize/libraries";

export type AuthorJson = { id: number; name: string };

/** Each book's authors, in the order they were catalogued. */
export async function authorsOf(db: Db, bookIds: number[]): Promise<Map<number, AuthorJson[]>> {
  const byBook = new Map<number, AuthorJson[]>();
  const ids = [...new Set(bookIds)];
  if (ids.length === 0) return byBook;
  const rows = await db
    .select({ bookId: bookAuthors.bookId, id: authors.id, name: authors.name })
    .from(bookAuthors)
    .innerJoin(authors, eq(authors.id, bookAuthors.authorId))
    .where(inArray(bookAuthors.bookId, ids))
    .orderBy(asc(authors.id));
  for (const a of rows)
    byBook.set(a.bookId, [...(byBook.get(a.bookId) ?? []), { id: a.id, name: a.name }]);
  return byBook;
}

/** The open loan of each copy that is lent out. */
async function openLoans(db: Db, copyIds: number[]): Promise<Map<number, number>> {
  if (copyIds.length === 0) return new Map();
  const rows = await db
    .select({ copy: bookIssues.libraryBookId, id: bookIssues.id })
    .from(bookIssues)
    .where(and(inArray(bookIssues.libraryBookId, copyIds), isNull(bookIssues.collectedAt)));
  return new Map(rows.map((r) => [r.copy, r.id]));
}

/** Copies with their books as LibraryBook resources, in the order given. */
export async function copiesJson(db: Db, rows: { copy: CopyRow; book: BookRow }[]) {
  const [byBook, loans] = await Promise.all([
    authorsOf(
      db,
      rows.map((r) => r.book.id),
    ),
    openLoans(
      db,
      rows.map((r) => r.copy.id),
    ),
  ]);
  return rows.map((r) =>
    libraryBookJson(r.copy, r.book, byBook.get(r.book.id) ?? [], loans.get(r.copy.id) ?? null),
  );
}

/** The library's copies with these ids as LibraryBook resources, by id. */
export async function copiesByIds(db: Db, libraryId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ copy: libraryBooks, book: books })
    .from(libraryBooks)
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(and(eq(libraryBooks.libraryId, libraryId), inArray(libraryBooks.id, ids)))
    .orderBy(asc(libraryBooks.id));
  return copiesJson(db, rows);
}
