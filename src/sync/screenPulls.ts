// The pulls of the lists other screens show (a library's copies, members and loans, libraries, courses and
// orders) and the rows they store: loaded on their first pull, not with the feed.
import * as booksApi from "../api/books";
import * as coursesApi from "../api/courses";
import * as librariesApi from "../api/libraries";
import * as membersApi from "../api/members";
import * as ordersApi from "../api/orders";
import type { LibraryBook } from "../api/schemas";
import { bookHaystack, issueRow, type BookRow, type CatalogueRow, type MirrorDb } from "../db";
import { toIsbn13 } from "../lib/isbn";
import type { PageNumbers, PullRequest } from "./pull";
import { invalidateBookIndex } from "./search";
import { writePulled } from "./engine";
import { putLibraries } from "./libraryRows";
import { keys } from "./keys";

/** A pull of one of these lists. */
export type ListPull = Exclude<PullRequest, { resource: "feed" | "timeline" | "comments" }>;

/** A library's copy from the server as the mirror keeps it, with the text its search reads. */
export function toBookRow(b: LibraryBook): BookRow {
  const row: BookRow = {
    id: b.id,
    libraryId: b.library_id,
    code: b.book_code,
    title: b.book.title,
    authors: b.book.authors.map((a) => a.name),
    shelf: b.shelf_number,
    box: b.box_number,
    coverUrl: b.book.cover_url,
    bookId: b.book.id,
    status: b.status,
    withdrawn: b.withdrawn,
    currentIssueId: b.current_issue_id,
    isbn: b.book.isbn,
    publisher: b.book.publisher,
    year: b.book.year,
    language: b.book.language,
    category: b.book.category,
    ...(b.updated_at ? { updatedAt: b.updated_at } : {}),
    ...(b.created_at ? { createdAt: b.created_at } : {}),
  };
  row.search = bookHaystack(row);
  return row;
}

/**
 * Stores copies from the server, except those with a change still queued on this device (they keep their
 * local state until it is sent), and deletes the `gone` ones the server no longer holds (unless a change keeps
 * them); shared books with an ISBN join the catalogue the add form fills from.
 */
export async function storeCopies(
  db: MirrorDb,
  copies: LibraryBook[],
  gone: readonly number[] = [],
): Promise<void> {
  await db.transaction("rw", [db.books, db.catalogue, db.outbox], async () => {
    await writePulled(
      db.books,
      copies.map((c) => toBookRow(c)),
      { key: (b) => keys.copy(b.id), gone: gone.map((id) => ({ id, key: keys.copy(id) })) },
    );
    await db.catalogue.bulkPut(copies.flatMap((c) => catalogueRowOf(c.book)));
  });
}

/** A shared book as the catalogue table keeps it (none without an ISBN). */
export function catalogueRowOf(book: {
  id: number;
  title: string;
  isbn: string | null;
  authors: { name: string }[];
  publisher: string | null;
  year: number | null;
  language: string | null;
  category: string | null;
  cover_url: string | null;
}): CatalogueRow[] {
  const isbn = book.isbn ? toIsbn13(book.isbn) : null;
  if (!isbn) return [];
  return [
    {
      isbn,
      id: book.id,
      title: book.title,
      authors: book.authors.map((a) => a.name),
      publisher: book.publisher,
      year: book.year,
      language: book.language,
      category: book.category,
      coverUrl: book.cover_url,
    },
  ];
}

/** Fetches one page of a list and stores it in the mirror; the answer's page numbers. */
export async function pullListPage(
  request: ListPull,
  db: MirrorDb,
  page: number,
): Promise<PageNumbers> {
  switch (request.resource) {
    case "books": {
      const answer = await booksApi.fetchLibraryBooks(
        request.libraryId,
        page,
        undefined,
        request.perPage,
      );
      await storeCopies(db, answer.data);
      invalidateBookIndex(request.libraryId);
      return answer.meta;
    }
    case "members": {
      const answer = await membersApi.fetchMembers(
        request.libraryId,
        page,
        undefined,
        request.perPage,
      );
      await writePulled(db.members, answer.data, { key: (m) => keys.member(m.id) });
      return answer.meta;
    }
    case "bookIssues": {
      const answer = await booksApi.fetchBookIssues(request.libraryId, page);
      await writePulled(db.bookIssues, answer.data.map(issueRow), { key: (l) => keys.loan(l.id) });
      return answer.meta;
    }
    case "libraries": {
      const answer = await librariesApi.fetchLibraries(request.term, page);
      await putLibraries(db, answer.data);
      return answer.meta;
    }
    case "courses": {
      const answer = await coursesApi.fetchCourses(undefined, page);
      await db.courses.bulkPut(answer.data);
      return answer.meta;
    }
    case "courseOrders": {
      const answer = await ordersApi.fetchMyOrders(page);
      const data = answer.data;
      await db.courseOrders.bulkPut(data);
      return "meta" in answer
        ? answer.meta
        : { current_page: 1, last_page: 1, per_page: data.length, total: data.length };
    }
  }
}
