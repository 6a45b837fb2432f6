// Local search over a library's mirrored books: title, author or code, Bangla-aware (a Latin spelling
// finds a Bangla title and back), from memory.
import { Dexie } from "dexie";
import {
  bookSearchText,
  mirror,
  normaliseText,
  searchMatcher,
  type BookRow,
  type MirrorDb,
} from "../db";

/** Text folded for matching (Bangla digits and nukta spellings, Latin case and accents), as books are. */
export { normaliseText };

interface BookIndex {
  books: BookRow[];
  haystacks: string[];
}

const indexes = new Map<number, Promise<BookIndex>>();

/** Forget the in-memory index of a library (its books changed). */
export function invalidateBookIndex(libraryId?: number): void {
  if (libraryId === undefined) indexes.clear();
  else indexes.delete(libraryId);
}

/**
 * Forgets a library's index now and again when the write transaction running now (if any) commits: a search
 * between the two would have read the rows as they were before the write.
 */
export function invalidateBookIndexAfterWrite(libraryId: number): void {
  invalidateBookIndex(libraryId);
  Dexie.currentTransaction?.on("complete", () => invalidateBookIndex(libraryId));
}

async function buildIndex(db: MirrorDb, libraryId: number): Promise<BookIndex> {
  const books = await db.books.where("libraryId").equals(libraryId).sortBy("title");
  return {
    books,
    haystacks: books.map(bookSearchText),
  };
}

/** Books of `libraryId` whose title, authors or code contain every word of `query`. */
export async function searchBooks(
  libraryId: number,
  query: string,
  limit = 50,
  db: MirrorDb = mirror(),
): Promise<BookRow[]> {
  let index = indexes.get(libraryId);
  if (!index) {
    index = buildIndex(db, libraryId);
    indexes.set(libraryId, index);
  }
  const { books, haystacks } = await index;
  const matches = searchMatcher(query);
  const out: BookRow[] = [];
  for (let i = 0; i < books.length && out.length < limit; i++) {
    if (matches(haystacks[i]!)) out.push(books[i]!);
  }
  return out;
}
