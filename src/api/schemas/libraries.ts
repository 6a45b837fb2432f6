// Library shapes: the library itself, its members and roles, books, book issues, member requests.
import * as v from "valibot";
import { DateOnly, Id, Timestamp } from "./common";
import { Resource } from "./resource";
import { UserSummary } from "./users";
import type { UserSummary as UserSummaryType } from "./users";

export const Address = v.object({
  house: v.nullable(v.string()),
  village: v.nullable(v.string()),
  police_station: v.nullable(v.object({ name: v.string() })),
  district: v.nullable(v.object({ name: v.string() })),
  post_code: v.nullable(v.string()),
});

/** `name` is the unique handle (/{name}); `title` is what people read. */
export const LibraryAttributes = v.object({
  id: Id,
  name: v.string(),
  title: v.string(),
  logo_url: v.nullable(v.string()),
  cover_photo_url: v.nullable(v.string()),
  about: v.nullable(v.string()),
  email: v.nullable(v.string()),
  founded_at: v.nullable(DateOnly),
  govt_reg_no: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  post_code: v.nullable(v.string()),
  total_regular_news_papers: v.number(),
  total_regular_magazines: v.number(),
  opening_time_at: v.nullable(v.string()),
  closing_time_at: v.nullable(v.string()),
  off_days: v.nullable(v.string()),
  total_books: v.number(),
  total_members: v.number(),
  total_followers: v.number(),
  address: Address,
  /** A new library waits for verification; older servers send neither field (their libraries count as verified). */
  verified: v.optional(v.boolean(), true),
  verified_at: v.optional(v.nullable(Timestamp), null),
});
/** A library as a resource (lists, one library, GET /api/searches/{name}). */
export const Library = Resource(LibraryAttributes);
export type Library = v.InferOutput<typeof Library>;

export const Permission = v.object({ name: v.string() });
export const Role = v.object({ name: v.string(), permissions: v.array(Permission) });

/**
 * The person behind a member record, shaped as a user: the account's own short form, or, for a
 * member without an account, `id: null` with the member's name and photo. The app reads `null`.
 */
const MemberUser = v.pipe(
  v.object({ ...UserSummary.entries, id: v.nullable(Id) }),
  v.transform((u): UserSummaryType | null => (u.id === null ? null : { ...u, id: u.id })),
);

export const LibraryMember = Resource(
  v.object({
    id: Id,
    member_code: v.string(),
    first_name: v.string(),
    surname: v.nullable(v.string()),
    nickname: v.nullable(v.string()),
    photo_url: v.nullable(v.string()),
    total_reading_books: v.number(),
    total_has_read_books: v.number(),
    library_id: Id,
    user_id: v.nullable(Id),
    user: MemberUser,
    roles: v.array(Role),
    /** Staff only (null for others); the desk's fields are absent from older answers. */
    mobile: v.optional(v.nullable(v.string())),
    address: v.optional(v.nullable(v.string())),
    active: v.optional(v.boolean()),
    joined_at: v.optional(v.nullable(Timestamp)),
    open_loans: v.optional(v.number()),
  }),
);
export type LibraryMember = v.InferOutput<typeof LibraryMember>;

export const MemberRequest = Resource(
  v.object({
    id: Id,
    library_id: Id,
    user_id: Id,
    created_at: Timestamp,
    status: v.optional(v.picklist(["pending", "declined"])),
    reason: v.optional(v.nullable(v.string())),
    /** The requester, as the library's staff see them. */
    user: v.optional(v.nullable(UserSummary)),
    decided_at: v.optional(v.nullable(Timestamp)),
  }),
);
export type MemberRequest = v.InferOutput<typeof MemberRequest>;

/** A library's invitation to a reader: to become a member, or to take over a walk-in card (`member_id`). */
export const MemberInvitation = Resource(
  v.object({
    id: Id,
    library_id: Id,
    user_id: Id,
    member_id: v.nullable(Id),
    member_code: v.nullable(v.string()),
    status: v.picklist(["pending", "accepted", "declined"]),
    created_at: Timestamp,
    updated_at: Timestamp,
    library: v.object({
      id: Id,
      name: v.string(),
      title: v.string(),
      logo_url: v.nullable(v.string()),
    }),
    user: UserSummary,
  }),
);
export type MemberInvitation = v.InferOutput<typeof MemberInvitation>;

export const Author = v.object({ id: Id, name: v.string() });

/** Why a copy was withdrawn (lost, damaged or withdrawn), with a note and when. */
export const Withdrawal = v.object({
  reason: v.picklist(["lost", "damaged", "withdrawn"]),
  note: v.nullable(v.string()),
  at: Timestamp,
});

const orNull = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/** A library's copy; the desk's fields (status, withdrawal, ISBN…) default for servers that send none. */
export const LibraryBook = Resource(
  v.object({
    id: Id,
    library_id: Id,
    book_code: v.string(),
    shelf_number: v.nullable(v.string()),
    box_number: v.nullable(v.string()),
    status: v.optional(v.picklist(["available", "on_loan", "withdrawn"]), "available"),
    withdrawn: orNull(Withdrawal),
    current_issue_id: orNull(v.number()),
    book: v.object({
      id: Id,
      title: v.string(),
      cover_url: v.nullable(v.string()),
      authors: v.array(Author),
      isbn: orNull(v.string()),
      publisher: orNull(v.string()),
      year: orNull(v.number()),
      language: orNull(v.string()),
      category: orNull(v.string()),
    }),
    created_at: v.optional(Timestamp),
    updated_at: v.optional(Timestamp),
  }),
);
export type LibraryBook = v.InferOutput<typeof LibraryBook>;

/** A loan's fields: borrowed until `collected_at` holds a valid date. */
const bookIssueFields = {
  id: Id,
  library_id: Id,
  library_member: v.object({
    id: Id,
    member_code: v.string(),
    user: MemberUser,
    first_name: v.string(),
    surname: v.nullable(v.string()),
    photo_url: v.nullable(v.string()),
    /** Staff only. */
    mobile: v.optional(v.nullable(v.string())),
  }),
  library_book: v.object({
    id: Id,
    book_code: v.string(),
    book: v.object({
      id: Id,
      title: v.string(),
      cover_url: v.nullable(v.string()),
    }),
  }),
  issued_at: Timestamp,
  collected_at: v.nullable(Timestamp),
  due_at: v.optional(v.nullable(Timestamp)),
  renewals: v.optional(v.number()),
  /** Whole days past the due date; 0 when on time or returned. */
  days_overdue: v.optional(v.number()),
};

/** Borrowed until `collected_at` holds a valid date. */
export const BookIssue = Resource(v.object(bookIssueFields));
export type BookIssue = v.InferOutput<typeof BookIssue>;

/** One of a reader's own loans (My loans): the library's loan record with its library named. */
export const ReaderLoan = Resource(
  v.object({
    ...bookIssueFields,
    library: v.object({
      id: Id,
      name: v.string(),
      title: v.string(),
      logo_url: v.nullable(v.string()),
    }),
  }),
);
export type ReaderLoan = v.InferOutput<typeof ReaderLoan>;
