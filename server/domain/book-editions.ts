// A library's own edition of a shared title: changing a book other libraries also hold must not change
// their copies, so the library's copies move to an edition of its own first, which it then edits.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { books, libraryBooks } from "../db/schema";
import type { BookRow } from "../serialize/libraries";
import { authorsOf } from "./copy-records";
import { setAuthors } from "./shared-books";
import { spokenKey } from "./spoken-keys";

/** Whether a library other than `libraryId` holds a copy of the book. */
async function heldElsewhere(db: Db, bookId: number, libraryId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: libraryBooks.id })
    .from(libraryBooks)
    .where(and(eq(libraryBooks.bookId, bookId), ne(libraryBooks.libraryId, libraryId)))
    .limit(1);
  return other !== undefined;
}

/**
 * The book `libraryId` may change in place: the book itself when it is the library's own edition or no
 * other library holds it; else a new edition of the library's (same fields, ISBN and authors) that all
 * of the library's copies of the book now point to.
 */
export async function editableBook(db: Db, book: BookRow, libraryId: number): Promise<BookRow> {
  if (book.libraryId === libraryId || !(await heldElsewhere(db, book.id, libraryId))) return book;
  // The library's own edition of this ISBN, if an earlier edit made one.
  if (book.isbn !== null) {
    const [own] = await db
      .select()
      .from(books)
      .where(and(eq(books.isbn, book.isbn), eq(books.libraryId, libraryId)))
      .limit(1);
    if (own) {
      await moveCopies(db, book.id, own.id, libraryId);
      return own;
    }
  }
  const { id: _id, updatedAt: _at, ...fields } = book;
  const [edition] = await db
    .insert(books)
    .values({ ...fields, titleKey: spokenKey(fields.title), libraryId })
    .returning();
  const names = ((await authorsOf(db, [book.id])).get(book.id) ?? []).map((a) => a.name);
  await setAuthors(db, edition!.id, names);
  await moveCopies(db, book.id, edition!.id, libraryId);
  return edition!;
}

async function moveCopies(db: Db, from: number, to: number, libraryId: number) {
  await db
    .update(libraryBooks)
    .set({ bookId: to, updatedAt: new Date() })
    .where(and(eq(libraryBooks.bookId, from), eq(libraryBooks.libraryId, libraryId)));
}
