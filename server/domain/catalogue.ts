// A library's lists: catalogue books (with authors), members (with roles) and book issues, searched
// and paged, each page completed with one query per related table.
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  authors,
  bookAuthors,
  bookIssues,
  books,
  libraryBooks,
  libraryMemberRoles,
  libraryMembers,
  libraryRoles,
  type CopyStatus,
} from "../db/schema";
import { copiesJson } from "./copy-records";
import { likePattern } from "./like-pattern";
import { usersById } from "./post-details";
import { bookIssueJson, memberJson, type MemberRow, type RoleJson } from "../serialize/libraries";

interface Page {
  offset: number;
  perPage: number;
  term: string;
}

/** The desk's filters on a library's copies (LIBRARY-DESK.md: `?status=&isbn=&updated_since=`). */
export interface CopyFilters {
  status?: CopyStatus;
  /** ISBN-13. */
  isbn?: string;
  /** Copies (or their shared books) changed at or after this moment. */
  updatedSince?: Date;
}

export async function bookPage(db: Db, libraryId: number, page: Page, filters: CopyFilters = {}) {
  let where: SQL | undefined = eq(libraryBooks.libraryId, libraryId);
  if (page.term) {
    const pattern = likePattern(page.term);
    const byAuthor = db
      .select({ one: bookAuthors.bookId })
      .from(bookAuthors)
      .innerJoin(authors, eq(authors.id, bookAuthors.authorId))
      .where(and(eq(bookAuthors.bookId, libraryBooks.bookId), ilike(authors.name, pattern)));
    where = and(
      where,
      or(
        ilike(books.title, pattern),
        ilike(libraryBooks.bookCode, pattern),
        exists(byAuthor),
        eq(books.isbn, page.term),
      ),
    );
  }
  if (filters.status) where = and(where, eq(libraryBooks.status, filters.status));
  if (filters.isbn) where = and(where, eq(books.isbn, filters.isbn));
  if (filters.updatedSince)
    where = and(
      where,
      or(
        gte(libraryBooks.updatedAt, filters.updatedSince),
        gte(books.updatedAt, filters.updatedSince),
      ),
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({ copy: libraryBooks, book: books })
      .from(libraryBooks)
      .innerJoin(books, eq(books.id, libraryBooks.bookId))
      .where(where)
      .orderBy(asc(libraryBooks.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(libraryBooks)
      .innerJoin(books, eq(books.id, libraryBooks.bookId))
      .where(where),
  ]);
  return { items: await copiesJson(db, rows), total: Number(total?.n ?? 0) };
}

/** Roles (with permission names) of each member card. */
async function rolesOf(db: Db, memberIds: number[]): Promise<Map<number, RoleJson[]>> {
  const out = new Map<number, RoleJson[]>();
  if (memberIds.length === 0) return out;
  const rows = await db
    .select({
      memberId: libraryMemberRoles.memberId,
      name: libraryRoles.name,
      permissions: libraryRoles.permissions,
    })
    .from(libraryMemberRoles)
    .innerJoin(libraryRoles, eq(libraryRoles.id, libraryMemberRoles.roleId))
    .where(inArray(libraryMemberRoles.memberId, memberIds))
    .orderBy(asc(libraryRoles.id));
  for (const r of rows) {
    const role = { name: r.name, permissions: r.permissions.map((name) => ({ name })) };
    out.set(r.memberId, [...(out.get(r.memberId) ?? []), role]);
  }
  return out;
}

export async function membersJson(db: Db, rows: MemberRow[]) {
  const roles = await rolesOf(
    db,
    rows.map((m) => m.id),
  );
  const accounts = await usersById(
    db,
    rows.flatMap((m) => (m.userId ? [m.userId] : [])),
  );
  return rows.map((m) =>
    memberJson(m, roles.get(m.id) ?? [], m.userId ? (accounts.get(m.userId) ?? null) : null),
  );
}

export async function memberPage(db: Db, libraryId: number, page: Page) {
  let where: SQL | undefined = eq(libraryMembers.libraryId, libraryId);
  if (page.term) {
    const pattern = likePattern(page.term);
    where = and(
      where,
      or(
        ilike(libraryMembers.firstName, pattern),
        ilike(libraryMembers.surname, pattern),
        ilike(libraryMembers.nickname, pattern),
        ilike(libraryMembers.memberCode, pattern),
      ),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryMembers)
      .where(where)
      .orderBy(asc(libraryMembers.memberCode), asc(libraryMembers.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(libraryMembers).where(where),
  ]);
  return { items: await membersJson(db, rows), total: Number(total?.n ?? 0) };
}

/** The caller's member card in the library, or null. */
export async function findMembership(db: Db, libraryId: number, userId: number) {
  const [row] = await db
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  const [json] = await membersJson(db, [row]);
  return json!;
}

/**
 * Book issues, newest first; the search matches member name or code and book title or code.
 * With `borrower`, only the loans on that user's member card.
 */
export async function issuePage(db: Db, libraryId: number, page: Page & { borrower?: number }) {
  let where: SQL | undefined = eq(bookIssues.libraryId, libraryId);
  if (page.borrower !== undefined) where = and(where, eq(libraryMembers.userId, page.borrower));
  if (page.term) {
    const pattern = likePattern(page.term);
    where = and(
      where,
      or(
        ilike(libraryMembers.firstName, pattern),
        ilike(libraryMembers.surname, pattern),
        ilike(libraryMembers.memberCode, pattern),
        ilike(books.title, pattern),
        ilike(libraryBooks.bookCode, pattern),
      ),
    );
  }
  const base = db
    .select({
      issue: bookIssues,
      member: {
        id: libraryMembers.id,
        memberCode: libraryMembers.memberCode,
        firstName: libraryMembers.firstName,
        surname: libraryMembers.surname,
        nickname: libraryMembers.nickname,
        photoUrl: libraryMembers.photoUrl,
        userId: libraryMembers.userId,
      },
      libraryBook: {
        id: libraryBooks.id,
        bookCode: libraryBooks.bookCode,
        bookId: libraryBooks.bookId,
        title: books.title,
        coverUrl: books.coverUrl,
      },
    })
    .from(bookIssues)
    .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(bookIssues.issuedAt), desc(bookIssues.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(bookIssues)
      .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
      .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
      .innerJoin(books, eq(books.id, libraryBooks.bookId))
      .where(where),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => (r.member.userId ? [r.member.userId] : [])))];
  const byId = await usersById(db, userIds);
  const items = rows.map((r) =>
    bookIssueJson(r.issue, {
      member: r.member,
      memberUser: r.member.userId ? (byId.get(r.member.userId) ?? null) : null,
      libraryBook: r.libraryBook,
    }),
  );
  return { items, total: Number(total?.n ?? 0) };
}
