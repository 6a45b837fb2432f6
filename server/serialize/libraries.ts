// Libraries as the API shows them: the short form in posts and follow records, the whole library,
// members with their roles, member requests, catalogue books and book issues (these four as resources);
// a member's mobile only for the library's staff.
import { toResource } from "../../src/api/schemas/resource";
import type {
  bookIssues,
  books,
  libraries,
  libraryBooks,
  libraryMembers,
  memberRequests,
} from "../db/schema";
import { userSummary, type UserSummaryRow } from "./users";

export type LibraryRow = typeof libraries.$inferSelect;
export type LibraryShortRow = Pick<LibraryRow, "id" | "name" | "title" | "logoUrl">;
export type MemberRow = typeof libraryMembers.$inferSelect;

export function libraryShort(l: LibraryShortRow) {
  return { id: l.id, name: l.name, title: l.title, logo_url: l.logoUrl };
}

export interface LibraryExtras {
  district: string | null;
  policeStation: string | null;
  totalBooks: number;
  totalMembers: number;
  totalFollowers: number;
}

export function libraryJson(l: LibraryRow, x: LibraryExtras) {
  return {
    ...libraryShort(l),
    cover_photo_url: l.coverPhotoUrl,
    about: l.about,
    email: l.email,
    founded_at: l.foundedAt,
    govt_reg_no: l.govtRegNo,
    phone: l.phone,
    mobile: l.mobile,
    post_code: l.postCode,
    total_regular_news_papers: l.totalRegularNewsPapers,
    total_regular_magazines: l.totalRegularMagazines,
    opening_time_at: l.openingTimeAt,
    closing_time_at: l.closingTimeAt,
    off_days: l.offDays,
    total_books: x.totalBooks,
    total_members: x.totalMembers,
    total_followers: x.totalFollowers,
    address: {
      house: l.house,
      village: l.village,
      police_station: x.policeStation === null ? null : { name: x.policeStation },
      district: x.district === null ? null : { name: x.district },
      post_code: l.addressPostCode,
    },
    /** False while pending: staff cannot yet reach other readers' accounts (SECURITY.md). */
    verified: l.verifiedAt !== null,
    verified_at: l.verifiedAt?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
  };
}
export type LibraryJson = ReturnType<typeof libraryJson>;

export interface RoleJson {
  name: string;
  permissions: { name: string }[];
}

/**
 * The person behind a member record, shaped as a user: the account's short form, or for a member
 * without an account `id: null` with the member's own name and photo (clients draw `user` alike).
 */
export function memberUser(
  m: Pick<MemberRow, "firstName" | "surname" | "nickname" | "photoUrl">,
  account: UserSummaryRow | null,
) {
  if (account) return userSummary(account);
  return {
    id: null,
    first_name: m.firstName,
    surname: m.surname,
    nickname: m.nickname,
    photo_url: m.photoUrl,
  };
}

/** What a member record shows besides the card: counted loans, and whether the viewer is staff. */
export interface MemberExtras {
  roles: RoleJson[];
  account: UserSummaryRow | null;
  openLoans: number;
  /** Staff see a member's mobile; everyone else reads null. */
  staff: boolean;
}

export function memberJson(m: MemberRow, x: MemberExtras) {
  return toResource({
    id: m.id,
    member_code: m.memberCode,
    first_name: m.firstName,
    surname: m.surname,
    nickname: m.nickname,
    photo_url: m.photoUrl,
    mobile: x.staff ? m.mobile : null,
    address: m.address,
    active: m.active,
    joined_at: m.joinedAt.toISOString(),
    open_loans: x.openLoans,
    total_reading_books: m.totalReadingBooks,
    total_has_read_books: m.totalHasReadBooks,
    library_id: m.libraryId,
    user_id: m.userId,
    user: memberUser(m, x.account),
    roles: x.roles,
  });
}

/** A request to join, with the requester's short form; `declined` ones carry the staff's reason. */
export function memberRequestJson(r: typeof memberRequests.$inferSelect, user: UserSummaryRow) {
  return toResource({
    id: r.id,
    library_id: r.libraryId,
    user_id: r.userId,
    status: r.status as "pending" | "declined",
    reason: r.reason,
    user: userSummary(user),
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
  });
}

export type BookRow = typeof books.$inferSelect;
export type CopyRow = typeof libraryBooks.$inferSelect;

/** A shared catalogue book's fields, as a copy and the ISBN lookup show them. */
export function bookFields(b: BookRow, authors: { id: number; name: string }[]) {
  return {
    id: b.id,
    title: b.title,
    cover_url: b.coverUrl,
    isbn: b.isbn,
    publisher: b.publisher,
    year: b.year,
    language: b.language,
    category: b.category,
    authors,
  };
}

/** The shared catalogue's `Book` (one per ISBN, for every library). */
export const bookJson = (b: BookRow, authors: { id: number; name: string }[]) =>
  toResource(bookFields(b, authors));

/** A copy with its status, withdrawal, open loan and shared book (LIBRARY-DESK.md, "Records"). */
export function libraryBookJson(
  c: CopyRow,
  book: BookRow,
  authors: { id: number; name: string }[],
  currentIssueId: number | null,
) {
  return toResource({
    id: c.id,
    library_id: c.libraryId,
    book_code: c.bookCode,
    shelf_number: c.shelfNumber,
    box_number: c.boxNumber,
    status: c.status,
    withdrawn:
      c.status === "withdrawn"
        ? {
            reason: c.withdrawnReason,
            note: c.withdrawnNote,
            at: (c.withdrawnAt ?? c.updatedAt).toISOString(),
          }
        : null,
    current_issue_id: currentIssueId,
    book: bookFields(book, authors),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  });
}

export interface IssueParts {
  member: Pick<
    MemberRow,
    "id" | "memberCode" | "firstName" | "surname" | "nickname" | "photoUrl" | "mobile"
  >;
  memberUser: UserSummaryRow | null;
  libraryBook: {
    id: number;
    bookCode: string;
    bookId: number;
    title: string;
    coverUrl: string | null;
  };
  /** Staff see the borrower's mobile (the overdue list calls it); a borrower reads null. */
  staff: boolean;
  /** Whole days the loan is late (domain/overdue.ts). */
  daysOverdue: number;
}

export type BookIssueRow = typeof bookIssues.$inferSelect;

export function bookIssueJson(i: BookIssueRow, p: IssueParts) {
  return toResource({
    id: i.id,
    library_id: i.libraryId,
    library_member: {
      id: p.member.id,
      member_code: p.member.memberCode,
      user: memberUser(p.member, p.memberUser),
      first_name: p.member.firstName,
      surname: p.member.surname,
      photo_url: p.member.photoUrl,
      mobile: p.staff ? p.member.mobile : null,
    },
    library_book: {
      id: p.libraryBook.id,
      book_code: p.libraryBook.bookCode,
      book: {
        id: p.libraryBook.bookId,
        title: p.libraryBook.title,
        cover_url: p.libraryBook.coverUrl,
      },
    },
    issued_at: i.issuedAt.toISOString(),
    due_at: i.dueAt.toISOString(),
    collected_at: i.collectedAt ? i.collectedAt.toISOString() : null,
    renewals: i.renewals,
    days_overdue: p.daysOverdue,
  });
}
