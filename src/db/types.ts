// Row shapes of the local mirror: the API's shapes plus the few fields the mirror itself needs.
import type {
  BookIssue,
  MemberRequest,
  Comment,
  Course,
  CourseOrder,
  Library,
  LibraryMember,
  Like,
  Post,
  User,
  UserSummary,
} from "../api/schemas";

/** A server id, or a temporary `tmp-<uuid>` id for something created offline. */
export type EntityId = number | string;

/** Marks a row changed locally and not yet confirmed by the server (the outbox mutation's id). */
export interface PendingMark {
  pendingBy?: string;
}

export type PostRow = Omit<Post, "id" | "my_like" | "comments_data"> &
  PendingMark & {
    id: EntityId;
    my_like: (Omit<Like, "id"> & { id: EntityId }) | null;
    comments_data: { total: number; latest: CommentRow[] };
    /** The image chosen offline, shown until the server's image_url arrives. */
    localImage?: Blob | null;
  };

export type CommentRow = Omit<Comment, "id" | "post_id"> &
  PendingMark & { id: EntityId; post_id: EntityId };

/** One post's place in a timeline: 'feed', 'user:<id>' or 'library:<id>'. Lower rank shows first. */
export interface TimelineEntryRow {
  timeline: string;
  postId: EntityId;
  rank: number;
}

export type UserRow = (User | (UserSummary & Partial<User>)) & PendingMark;
export type LibraryRow = Library & PendingMark;

export type CopyStatus = "available" | "on_loan" | "withdrawn";
export type WithdrawReason = "lost" | "damaged" | "withdrawn";

/** Why and when a copy left the shelves for good (it stays in the history). */
export interface Withdrawal {
  reason: WithdrawReason;
  note: string | null;
  at: string;
}

/**
 * A library's copy of a book, flattened for local search. `search` is the normalised haystack. A copy added
 * on this device has a temporary id and no shared book yet (`bookId` null) until the server answers.
 */
export interface BookRow extends PendingMark {
  id: EntityId;
  libraryId: number;
  code: string;
  title: string;
  authors: string[];
  shelf: string | null;
  box: string | null;
  coverUrl: string | null;
  bookId: number | null;
  search?: string;
  status: CopyStatus;
  withdrawn: Withdrawal | null;
  currentIssueId: number | null;
  isbn: string | null;
  publisher: string | null;
  year: number | null;
  language: string | null;
  category: string | null;
  /** A cover photo chosen on this device, kept until it is uploaded (online only). */
  localCover?: Blob | null;
  updatedAt?: string;
  /** When the copy was added (absent from older answers and rows). */
  createdAt?: string;
}

/** A shared catalogue book (one per ISBN-13, every library's copies point to it), for filling the add form. */
export interface CatalogueRow {
  isbn: string;
  id: number;
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  language: string | null;
  category: string | null;
  coverUrl: string | null;
}

/** A library's desk settings and the caller's staff powers there, as last read from the server. */
export interface DeskRow {
  libraryId: number;
  permissions: string[];
  /** The caller created the library: only they give or take the admin role. */
  creator?: boolean;
  loanPeriodDays: number;
  loanLimit: number;
  bookCodePrefix: string;
  nextBookCode: string;
  nextMemberCode: string;
  fetchedAt: number;
}

/**
 * A book label (or member card) printed on this device: the library, the copy's (or member's) code, and when it
 * was marked printed.
 */
export interface PrintedLabelRow {
  libraryId: number;
  code: string;
  printedAt: string;
}

/** A library member; `id` is temporary for a member added on this device and not yet sent. */
export type MemberRow = Omit<LibraryMember, "id"> &
  PendingMark & {
    id: EntityId;
    /** A photo taken on this device, shown on the card until the server holds it. */
    localPhoto?: Blob | null;
  };

/**
 * A loan. The copy and the member may still be temporary; `copyId`, `memberId` and `open` (1 while
 * borrowed, 0 once returned) are copied out of the record for the mirror's indices.
 */
export type BookIssueRow = Omit<BookIssue, "id" | "library_member" | "library_book"> &
  PendingMark & {
    id: EntityId;
    library_member: Omit<BookIssue["library_member"], "id"> & { id: EntityId };
    library_book: Omit<BookIssue["library_book"], "id"> & { id: EntityId };
    copyId: EntityId;
    memberId: EntityId;
    open: 0 | 1;
  };

/** A reader's request to join a library, as the library's staff see it. */
export type MemberRequestRow = MemberRequest & PendingMark;
export type CourseRow = Course;
export type CourseOrderRow = Omit<CourseOrder, "id"> & PendingMark & { id: EntityId };
export interface CartRow {
  courseId: number;
  addedAt: string;
}

/** Whether the caller follows a user or a library. `key` is 'user:<id>' or 'library:<id>'. */
export interface FollowRow extends PendingMark {
  key: string;
  type: "user" | "library";
  targetId: number;
  following: boolean;
}

/** Someone the reader blocked: their posts are kept off this device and their profile is closed. */
export interface BlockRow extends PendingMark {
  userId: number;
  /** The block's server id, or the temporary id of a block not yet sent. */
  id: EntityId;
  user: UserSummary;
  created_at: string;
  /** Unblocked on this device, not yet confirmed by the server. */
  unblocked?: boolean;
}

export type MutationState = "pending" | "sending" | "failed";

export interface OutboxRow {
  /** Insertion order; replay follows it. */
  seq?: number;
  /** Mutation id (uuid), sent as the Idempotency-Key. */
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** The entity the mutation touches, e.g. 'post:tmp-…', 'like:post:12', 'follow:library:3'. */
  entityKey: string;
  /** Id of a mutation that must reach the server first (it creates what this one refers to). */
  dependsOn?: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  state: MutationState;
  /** The server's (or the network's) reason, kept for the failed list. */
  error?: OutboxError;
  /** What the optimistic change replaced, so a rejection can put it back. */
  undo?: unknown;
  /** The temporary ids the row names (payload, undo, entity key), indexed; set on every write (outboxRefs.ts). */
  refs?: string[];
  /**
   * The entities a pull must not overwrite while the row is queued (its kind's `protects`), indexed: a pull
   * reads only the rows about the entities at hand. Set when queued and when its payload changes.
   */
  protects?: string[];
}

/** Why a queued mutation was refused (or is waiting): the answer's status, text and conflict reason. */
export interface OutboxError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** A 409 conflict's machine-readable reason (`book_code_taken`, `book_on_loan`…). */
  reason?: string;
  /** Who holds the copy, for `book_on_loan`. */
  holder?: { member_code: string; name: string };
}

export interface IdMapRow {
  tempId: string;
  serverId: number;
  entity: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
