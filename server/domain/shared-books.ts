// The shared catalogue: one book per ISBN for every library, found or made with its authors.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authorKey, authors, bookAuthors, books } from "../db/schema";
import { bookJson, type BookRow } from "../serialize/libraries";
import { authorsOf } from "./copy-records";
import { notFound } from "./errors";
import { spokenKey } from "./spoken-keys";
import { rowsOf } from "../db/rows";

/** What a catalogue entry says about its book (null: not given). */
export interface BookFacts {
  title: string;
  authors: string[];
  isbn: string | null;
  publisher: string | null;
  year: number | null;
  language: string | null;
  category: string | null;
  coverUrl: string | null;
}

/** The shared books' unique index (libraries' own editions are outside it). */
export const ISBN_TARGET = {
  target: books.isbn,
  where: sql.raw(`"isbn" is not null and "library_id" is null`),
};
const shared = (isbn: string) => and(eq(books.isbn, isbn), isNull(books.libraryId));

/** The shared `Book` with this ISBN-13; 404 when Pathagar does not know it. */
export async function bookByIsbn(db: Db, isbn: string) {
  const [row] = await db.select().from(books).where(shared(isbn)).limit(1);
  if (!row) throw notFound("Book");
  return bookJson(row, (await authorsOf(db, [row.id])).get(row.id) ?? []);
}

/** Per query: names compared at once (each is one bound value). */
const AUTHOR_SLICE = 1000;

/** The catalogued author of each name of `names` that has one, compared by authorKey (same person). */
async function knownAuthors(db: Db, names: string[], ids: Map<string, number>) {
  for (let i = 0; i < names.length; i += AUTHOR_SLICE) {
    const given = names.slice(i, i + AUTHOR_SLICE).map((name) => sql`(${name}::text)`);
    const result = await db.execute(
      sql`SELECT given.name, ${authors.id} AS id FROM (VALUES ${sql.join(given, sql`, `)}) AS given(name)
          JOIN ${authors} ON ${authorKey(authors.name)} = ${authorKey(sql`given.name`)}`,
    );
    for (const r of rowsOf<{ name: string; id: number }>(result)) ids.set(r.name, Number(r.id));
  }
}

/**
 * The ids of authors with these names, making the ones not yet catalogued. Two spellings of one name
 * ("Tagore", " tagore") are one author. Safe when two requests add the same new author at once: the
 * unique key keeps one row and both find it.
 */
export async function authorIds(db: Db, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names)];
  const ids = new Map<string, number>();
  await knownAuthors(db, wanted, ids);
  const missing = wanted.filter((name) => !ids.has(name));
  for (let i = 0; i < missing.length; i += AUTHOR_SLICE) {
    await db
      .insert(authors)
      .values(
        missing.slice(i, i + AUTHOR_SLICE).map((name) => ({ name, nameKey: spokenKey(name) })),
      )
      .onConflictDoNothing();
  }
  await knownAuthors(db, missing, ids);
  return ids;
}

/** Makes `names` the book's authors, in that order. */
export async function setAuthors(db: Db, bookId: number, names: string[]): Promise<void> {
  const ids = await authorIds(db, names);
  await db.delete(bookAuthors).where(eq(bookAuthors.bookId, bookId));
  const rows = [...new Set(names.map((n) => ids.get(n)!))].map((authorId) => ({
    bookId,
    authorId,
  }));
  if (rows.length) await db.insert(bookAuthors).values(rows).onConflictDoNothing();
}

/** The book's fields a catalogue entry gives (nulls leave the shared book's own). */
function givenFields(facts: BookFacts) {
  return {
    title: facts.title,
    ...(facts.publisher !== null && { publisher: facts.publisher }),
    ...(facts.year !== null && { year: facts.year }),
    ...(facts.language !== null && { language: facts.language }),
    ...(facts.category !== null && { category: facts.category }),
    ...(facts.coverUrl !== null && { coverUrl: facts.coverUrl }),
  };
}

const sameAuthors = (a: string[], b: string[]) =>
  new Set(a).size === new Set(b).size && b.every((name) => a.includes(name));

/**
 * The book for a new copy: with an ISBN, the one shared book of that ISBN (made if new; the entry's
 * title, authors and other given fields update it when they differ, on the book `editable` answers
 * for it: book-editions.ts keeps other libraries' copies as they were); without, a new book.
 */
export async function findOrMakeBook(
  db: Db,
  facts: BookFacts,
  editable: (book: BookRow) => Promise<BookRow> = async (book) => book,
): Promise<BookRow> {
  if (facts.isbn !== null) {
    const [made] = await db
      .insert(books)
      .values({ ...givenFields(facts), titleKey: spokenKey(facts.title), isbn: facts.isbn })
      .onConflictDoNothing(ISBN_TARGET)
      .returning();
    if (made) {
      await setAuthors(db, made.id, facts.authors);
      return made;
    }
    const [known] = await db.select().from(books).where(shared(facts.isbn)).for("update");
    // Filling what the shared book lacks enriches it for everyone; changing what it says does not.
    const target = (await wouldChange(db, known!, facts, true)) ? await editable(known!) : known!;
    return updateBook(db, target, facts);
  }
  const [made] = await db
    .insert(books)
    .values({ ...givenFields(facts), titleKey: spokenKey(facts.title) })
    .returning();
  await setAuthors(db, made!.id, facts.authors);
  return made!;
}

/**
 * Whether the entry's given fields or authors differ from what the book holds (`contradicting`: only
 * fields the book already has a value for count, so filling a blank is no change).
 */
export async function wouldChange(
  db: Db,
  book: BookRow,
  facts: Partial<BookFacts>,
  contradicting = false,
) {
  const fields = givenFields({ ...bookFactsOf(book), ...definedOnly(facts) });
  const differs = (key: keyof typeof fields) =>
    fields[key] !== book[key] && (!contradicting || book[key] !== null);
  if ((Object.keys(fields) as (keyof typeof fields)[]).some(differs)) return true;
  if (!facts.authors) return false;
  const current = ((await authorsOf(db, [book.id])).get(book.id) ?? []).map((a) => a.name);
  return !sameAuthors(current, facts.authors);
}

/** Writes the entry's given fields and authors to the book when they differ from what it holds. */
export async function updateBook(
  db: Db,
  book: BookRow,
  facts: Partial<BookFacts>,
): Promise<BookRow> {
  const fields = givenFields({ ...bookFactsOf(book), ...definedOnly(facts) });
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
    (key) => fields[key] !== book[key],
  );
  let row = book;
  if (changed) {
    [row] = (await db
      .update(books)
      .set({ ...fields, titleKey: spokenKey(fields.title), updatedAt: new Date() })
      .where(eq(books.id, book.id))
      .returning()) as [BookRow];
  }
  if (facts.authors) {
    const current = ((await authorsOf(db, [book.id])).get(book.id) ?? []).map((a) => a.name);
    if (!sameAuthors(current, facts.authors)) {
      await setAuthors(db, book.id, facts.authors);
      if (!changed)
        [row] = (await db
          .update(books)
          .set({ updatedAt: new Date() })
          .where(eq(books.id, book.id))
          .returning()) as [BookRow];
    }
  }
  return row;
}

function bookFactsOf(b: BookRow): BookFacts {
  return {
    title: b.title,
    authors: [],
    isbn: b.isbn,
    publisher: b.publisher,
    year: b.year,
    language: b.language,
    category: b.category,
    coverUrl: b.coverUrl,
  };
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The books with these ISBNs, by ISBN. */
export async function booksByIsbn(db: Db, isbns: string[]): Promise<Map<string, BookRow>> {
  const out = new Map<string, BookRow>();
  for (let i = 0; i < isbns.length; i += 1000) {
    const rows = await db
      .select()
      .from(books)
      .where(and(inArray(books.isbn, isbns.slice(i, i + 1000)), isNull(books.libraryId)));
    for (const r of rows) out.set(r.isbn!, r);
  }
  return out;
}
