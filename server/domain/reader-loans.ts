// A reader's own loans in every library whose member card is theirs (My loans): the open ones by due time, the
// soonest first, the returned ones newest first; each the library's loan record with its library named.
import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookIssues, books, libraries, libraryBooks, libraryMembers } from "../db/schema";
import { recordColumns, records } from "./loan-page";

export type ReaderLoanStatus = "open" | "returned";

export interface ReaderLoanPage {
  status: ReaderLoanStatus;
  offset: number;
  perPage: number;
}

const libraryColumns = {
  id: libraries.id,
  name: libraries.name,
  title: libraries.title,
  logoUrl: libraries.logoUrl,
};

/** One page of `userId`'s loans of `status`, with the total. */
export async function readerLoanPage(db: Db, userId: number, page: ReaderLoanPage) {
  const where = and(
    eq(libraryMembers.userId, userId),
    page.status === "open" ? isNull(bookIssues.collectedAt) : isNotNull(bookIssues.collectedAt),
  );
  const order =
    page.status === "open"
      ? [asc(bookIssues.dueAt), asc(bookIssues.id)]
      : [desc(bookIssues.collectedAt), desc(bookIssues.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...recordColumns, library: libraryColumns })
      .from(bookIssues)
      .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
      .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
      .innerJoin(books, eq(books.id, libraryBooks.bookId))
      .innerJoin(libraries, eq(libraries.id, bookIssues.libraryId))
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(bookIssues)
      .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
      .where(where),
  ]);
  const loans = await records(db, rows, false);
  const items = loans.map((loan, i) => {
    const library = rows[i]!.library;
    return {
      ...loan,
      attributes: {
        ...loan.attributes,
        library: {
          id: library.id,
          name: library.name,
          title: library.title,
          logo_url: library.logoUrl,
        },
      },
    };
  });
  return { items, total: Number(total?.n ?? 0) };
}
