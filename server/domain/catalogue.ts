// A library's lists: catalogue books (with authors) and members (with roles and open loans), searched
// and paged, each page completed with one query per related table.
import {
  and,
  asc,
  count,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  or,
  type SQL,
} from "drizzle-orm";
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
import { spokenMatch } from "./spoken-keys";
import { usersById } from "./post-details";
import { memberJson, type MemberRow, type RoleJson } from "../serialize/libraries";

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
    const byAuthor = (match: SQL) =>
      exists(
        db
          .select({ one: bookAuthors.bookId })
          .from(bookAuthors)
          .innerJoin(authors, eq(authors.id, bookAuthors.authorId))
          .where(and(eq(bookAuthors.bookId, libraryBooks.bookId), match)),
      );
    where = and(
      where,
      or(
        spokenMatch(
          page.term,
          (pattern) =>
            or(
              ilike(books.title, pattern),
              ilike(libraryBooks.bookCode, pattern),
              byAuthor(ilike(authors.name, pattern)),
            ),
          (pattern) => or(like(books.titleKey, pattern), byAuthor(like(authors.nameKey, pattern))),
        ),
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

/** Open loans on each member card. */
async function openLoansOf(db: Db, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: bookIssues.libraryMemberId, n: count() })
    .from(bookIssues)
    .where(and(inArray(bookIssues.libraryMemberId, memberIds), isNull(bookIssues.collectedAt)))
    .groupBy(bookIssues.libraryMemberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}

/** Member records for a page of cards; `staff` viewers also read each member's mobile. */
export async function membersJson(db: Db, rows: MemberRow[], staff: boolean) {
  const ids = rows.map((m) => m.id);
  const [roles, accounts, openLoans] = await Promise.all([
    rolesOf(db, ids),
    usersById(
      db,
      rows.flatMap((m) => (m.userId ? [m.userId] : [])),
    ),
    openLoansOf(db, ids),
  ]);
  return rows.map((m) =>
    memberJson(m, {
      roles: roles.get(m.id) ?? [],
      account: m.userId ? (accounts.get(m.userId) ?? null) : null,
      openLoans: openLoans.get(m.id) ?? 0,
      staff,
    }),
  );
}

export async function memberPage(db: Db, libraryId: number, page: Page, staff: boolean) {
  let where: SQL | undefined = eq(libraryMembers.libraryId, libraryId);
  if (page.term) {
    where = and(
      where,
      spokenMatch(
        page.term,
        (pattern) =>
          or(
            ilike(libraryMembers.firstName, pattern),
            ilike(libraryMembers.surname, pattern),
            ilike(libraryMembers.nickname, pattern),
            ilike(libraryMembers.memberCode, pattern),
          ),
        (pattern) => like(libraryMembers.nameKey, pattern),
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
  return { items: await membersJson(db, rows, staff), total: Number(total?.n ?? 0) };
}

/** The caller's member card in the library, or null (its mobile shown when `staff`). */
export async function findMembership(db: Db, libraryId: number, userId: number, staff = false) {
  const [row] = await db
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  const [json] = await membersJson(db, [row], staff);
  return json!;
}
