// The desk's catalogue writes: add copies (N consecutive codes, all or none), edit, withdraw, restore, move.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { books, libraryBooks } from "../db/schema";
import type { LibraryRow } from "../serialize/libraries";
import { consecutiveCodes, nextBookCode } from "./book-codes";
import type { CopyEdit, NewCopies } from "./book-input";
import { authorsOf, copiesByIds } from "./copy-records";
import { conflict, invalid, notFound } from "./errors";
import { findOrMakeBook, setAuthors, wouldChange, type BookFacts } from "./shared-books";
import { editableBook } from "./book-editions";
import { isUniqueViolation } from "./unique";
import { spokenKey } from "./spoken-keys";
import { CLOCK_SLACK_MS } from "./loan-input";

/** 409 book_code_taken naming the codes, with the next free code to offer instead. */
export async function codeTaken(db: Db, library: LibraryRow, codes: string[]) {
  const list = codes.join(", ");
  const message =
    codes.length === 1
      ? `The book code ${list} is already used in this library.`
      : `The book codes ${list} are already used in this library.`;
  return conflict(
    "book_code_taken",
    message,
    { codes, next_book_code: await nextBookCode(db, library) },
    { book_code: [message] },
  );
}

/** Which of `codes` the library already uses. */
export async function takenCodes(db: Db, libraryId: number, codes: string[]): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .select({ code: libraryBooks.bookCode })
      .from(libraryBooks)
      .where(
        and(
          eq(libraryBooks.libraryId, libraryId),
          inArray(libraryBooks.bookCode, codes.slice(i, i + 1000)),
        ),
      );
    taken.push(...rows.map((r) => r.code));
  }
  return taken;
}

/** Runs `write` in a transaction (a savepoint inside one); a code another copy holds answers 409. */
async function writingCodes<T>(
  db: Db,
  library: LibraryRow,
  codes: () => string[],
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, write);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const taken = await takenCodes(db, library.id, codes());
    throw await codeTaken(db, library, taken.length ? taken : codes());
  }
}

/** Adds `copies` copies (1 by default) of the entry's book with consecutive codes; the new copies. */
export async function addCopies(db: Db, library: LibraryRow, entry: NewCopies) {
  const count = entry.copies ?? 1;
  const now = new Date();
  const addedAt = entry.added_at ?? now;
  if (addedAt.getTime() > now.getTime() + CLOCK_SLACK_MS)
    throw invalid({ added_at: ["The added at cannot be in the future."] });
  const first = entry.book_code ?? (await nextBookCode(db, library));
  const codes = consecutiveCodes(first, count);
  if (!codes)
    throw invalid({
      book_code: ["To add several copies, the book code must end in a number (e.g. AP-03001)."],
    });
  const taken = await takenCodes(db, library.id, codes);
  if (taken.length) throw await codeTaken(db, library, taken);
  const facts: BookFacts = {
    title: entry.title,
    authors: entry.authors,
    isbn: entry.isbn,
    publisher: entry.publisher,
    year: entry.year,
    language: entry.language,
    category: entry.category,
    coverUrl: entry.cover_url,
  };
  const ids = await writingCodes(
    db,
    library,
    () => codes,
    async (tx) => {
      const book = await findOrMakeBook(tx, facts, (known) => editableBook(tx, known, library.id));
      const rows = await tx
        .insert(libraryBooks)
        .values(
          codes.map((bookCode) => ({
            libraryId: library.id,
            bookId: book.id,
            bookCode,
            shelfNumber: entry.shelf_number,
            boxNumber: entry.box_number,
            createdAt: addedAt,
          })),
        )
        .returning({ id: libraryBooks.id });
      return rows.map((r) => r.id);
    },
  );
  return copiesByIds(db, library.id, ids);
}

/** The library's copy with its book; 404 when the library has no such copy. */
export async function requireCopy(db: Db, libraryId: number, copyId: number) {
  const [row] = await db
    .select({ copy: libraryBooks, book: books })
    .from(libraryBooks)
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(and(eq(libraryBooks.id, copyId), eq(libraryBooks.libraryId, libraryId)))
    .limit(1);
  if (!row) throw notFound("Book");
  return row;
}

/** The copy as the API shows it. */
export async function copyJson(db: Db, libraryId: number, copyId: number) {
  const [json] = await copiesByIds(db, libraryId, [copyId]);
  if (!json) throw notFound("Book");
  return json;
}

const BOOK_COLUMNS = {
  title: "title",
  publisher: "publisher",
  year: "year",
  language: "language",
  category: "category",
  cover_url: "coverUrl",
} as const;

/**
 * Edits the fields the body names. A new ISBN moves the copy to that ISBN's shared book (made from
 * this one's fields if new); the other book fields change the copy's book.
 */
export async function editCopy(db: Db, library: LibraryRow, copyId: number, edit: CopyEdit) {
  const { copy, book } = await requireCopy(db, library.id, copyId);
  if (edit.book_code !== undefined && edit.book_code !== copy.bookCode) {
    const taken = await takenCodes(db, library.id, [edit.book_code]);
    if (taken.length) throw await codeTaken(db, library, taken);
  }
  const bookSet: Partial<typeof books.$inferInsert> = {};
  for (const [field, column] of Object.entries(BOOK_COLUMNS))
    if (field in edit) Object.assign(bookSet, { [column]: edit[field as keyof CopyEdit] });
  await writingCodes(
    db,
    library,
    () => (edit.book_code ? [edit.book_code] : []),
    async (tx) => {
      let bookId = book.id;
      if (edit.isbn !== undefined && edit.isbn !== book.isbn) {
        const authors = edit.authors ?? (await currentAuthors(tx, book.id));
        const moved = await findOrMakeBook(tx, {
          title: (bookSet.title as string | undefined) ?? book.title,
          authors,
          isbn: edit.isbn,
          publisher: bookSet.publisher !== undefined ? bookSet.publisher : book.publisher,
          year: bookSet.year !== undefined ? bookSet.year : book.year,
          language: bookSet.language !== undefined ? bookSet.language : book.language,
          category: bookSet.category !== undefined ? bookSet.category : book.category,
          coverUrl: bookSet.coverUrl !== undefined ? bookSet.coverUrl : book.coverUrl,
        });
        bookId = moved.id;
      } else if (
        Object.entries(bookSet).some(([k, v]) => book[k as keyof typeof book] !== v) ||
        (edit.authors !== undefined && (await wouldChange(tx, book, { authors: edit.authors })))
      ) {
        // Other libraries holding this title keep it as it was (book-editions.ts).
        const own = await editableBook(tx, book, library.id);
        bookId = own.id;
        await tx
          .update(books)
          .set({
            ...bookSet,
            ...(bookSet.title !== undefined && { titleKey: spokenKey(bookSet.title) }),
            updatedAt: new Date(),
          })
          .where(eq(books.id, own.id));
        if (edit.authors) await setAuthors(tx, own.id, edit.authors);
      }
      await tx
        .update(libraryBooks)
        .set({
          bookId,
          ...(edit.book_code !== undefined && { bookCode: edit.book_code }),
          ...("shelf_number" in edit && { shelfNumber: edit.shelf_number }),
          ...("box_number" in edit && { boxNumber: edit.box_number }),
          updatedAt: new Date(),
        })
        .where(eq(libraryBooks.id, copy.id));
    },
  );
  return copyJson(db, library.id, copy.id);
}

async function currentAuthors(db: Db, bookId: number): Promise<string[]> {
  return ((await authorsOf(db, [bookId])).get(bookId) ?? []).map((a) => a.name);
}

/** Moves the copies to a shelf and/or box at once; 422 unless every id is a copy of this library. */
export async function moveCopies(
  db: Db,
  libraryId: number,
  ids: number[],
  place: { shelfNumber?: string | null; boxNumber?: string | null },
) {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: libraryBooks.id })
    .from(libraryBooks)
    .where(and(eq(libraryBooks.libraryId, libraryId), inArray(libraryBooks.id, unique)));
  if (found.length !== unique.length)
    throw invalid({ ids: ["Some of these copies are not in this library."] });
  await db
    .update(libraryBooks)
    .set({ ...place, updatedAt: new Date() })
    .where(and(eq(libraryBooks.libraryId, libraryId), inArray(libraryBooks.id, unique)));
  return copiesByIds(db, libraryId, unique);
}
