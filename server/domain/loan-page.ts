// A library's loans as records: the paged history (open, overdue, one member's, one copy's, searched)
// and single loans, each page completed with one query for the borrowers' accounts.
import { and, asc, count, desc, eq, ilike, isNull, like, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookIssues, books, libraryBooks, libraryMembers } from "../db/schema";
import { spokenMatch } from "./spoken-keys";
import { usersById } from "./post-details";
import { bookIssueJson } from "../serialize/libraries";
import { daysOverdue } from "./overdue";

export interface LoanFilter {
  /** open: not yet returned; overdue: open and past its due time. */
  status?: "open" | "overdue";
  /** A member card's id. */
  member?: number;
  /** A copy's id. */
  book?: number;
  /** Only the loans on this user's member card (a borrower looking at their own). */
  borrower?: number;
  term?: string;
}

export interface LoanPage extends LoanFilter {
  offset: number;
  perPage: number;
}

function conditions(libraryId: number, f: LoanFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(bookIssues.libraryId, libraryId)];
  if (f.borrower !== undefined) parts.push(eq(libraryMembers.userId, f.borrower));
  if (f.member !== undefined) parts.push(eq(bookIssues.libraryMemberId, f.member));
  if (f.book !== undefined) parts.push(eq(bookIssues.libraryBookId, f.book));
  if (f.status) parts.push(isNull(bookIssues.collectedAt));
  if (f.status === "overdue") parts.push(lt(bookIssues.dueAt, new Date()));
  if (f.term) {
    parts.push(
      spokenMatch(
        f.term,
        (pattern) =>
          or(
            ilike(libraryMembers.firstName, pattern),
            ilike(libraryMembers.surname, pattern),
            ilike(libraryMembers.memberCode, pattern),
            ilike(books.title, pattern),
            ilike(libraryBooks.bookCode, pattern),
          ),
        (pattern) => or(like(libraryMembers.nameKey, pattern), like(books.titleKey, pattern)),
      ),
    );
  }
  return and(...parts);
}

export const recordColumns = {
  issue: bookIssues,
  member: {
    id: libraryMembers.id,
    memberCode: libraryMembers.memberCode,
    firstName: libraryMembers.firstName,
    surname: libraryMembers.surname,
    nickname: libraryMembers.nickname,
    photoUrl: libraryMembers.photoUrl,
    mobile: libraryMembers.mobile,
    userId: libraryMembers.userId,
  },
  libraryBook: {
    id: libraryBooks.id,
    bookCode: libraryBooks.bookCode,
    bookId: libraryBooks.bookId,
    title: books.title,
    coverUrl: books.coverUrl,
  },
};

/** Loans with their member card, copy and title, filtered by `where`. */
const selectRecords = (db: Db, where: SQL | undefined) =>
  db
    .select(recordColumns)
    .from(bookIssues)
    .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(where);

const countRecords = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(bookIssues)
    .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(where);

type RecordRow = Pick<
  Awaited<ReturnType<typeof selectRecords>>[number],
  keyof typeof recordColumns
>;

/** Loans as records, with their borrowers' accounts in one query. */
export async function records(db: Db, rows: RecordRow[], staff: boolean) {
  const byId = await usersById(
    db,
    rows.flatMap((r) => (r.member.userId ? [r.member.userId] : [])),
  );
  return rows.map((r) =>
    bookIssueJson(r.issue, {
      member: r.member,
      memberUser: r.member.userId ? (byId.get(r.member.userId) ?? null) : null,
      libraryBook: r.libraryBook,
      staff,
      daysOverdue: daysOverdue(r.issue),
    }),
  );
}

/**
 * Loans, newest first (overdue ones by due time, the longest late first); the search matches member
 * name or code and book title or code.
 */
export async function issuePage(db: Db, libraryId: number, page: LoanPage, staff: boolean) {
  const where = conditions(libraryId, page);
  const order =
    page.status === "overdue"
      ? [asc(bookIssues.dueAt), asc(bookIssues.id)]
      : [desc(bookIssues.issuedAt), desc(bookIssues.id)];
  const [rows, [total]] = await Promise.all([
    selectRecords(db, where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    countRecords(db, where),
  ]);
  return { items: await records(db, rows, staff), total: Number(total?.n ?? 0) };
}

/** One loan of the library as its record (staff view); undefined when there is none. */
export async function loanRecord(db: Db, libraryId: number, loanId: number) {
  const rows = await selectRecords(
    db,
    and(eq(bookIssues.libraryId, libraryId), eq(bookIssues.id, loanId)),
  ).limit(1);
  const [json] = await records(db, rows, true);
  return json;
}
