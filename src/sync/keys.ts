// The keys that name things in the outbox and the mirror: one typed constructor each, no template strings.
type Id = number | string;
type Kind = "user" | "library";

/** What a queued change is about: the outbox's `entityKey`, asked by `useMutationState` and pulls. */
export type EntityKey =
  | `post:${Id}`
  | `comment:${Id}`
  | `like:post:${Id}`
  | `follow:${Kind}:${Id}`
  | `block:user:${Id}`
  | `memberRequest:library:${Id}`
  | `courseOrder:course:${Id}`
  | `profile:${Id}`
  | `copy:${Id}`
  | `copies:move:${Id}`
  | `member:${Id}`
  | `loan:${Id}`
  | `deskRequest:${Id}`;

export const keys = {
  post: (id: Id) => `post:${id}` as const,
  comment: (id: Id) => `comment:${id}` as const,
  /** The caller's like of a post. */
  like: (postId: Id) => `like:post:${postId}` as const,
  follow: (type: Kind, id: Id) => `follow:${type}:${id}` as const,
  block: (userId: Id) => `block:user:${userId}` as const,
  memberRequest: (libraryId: Id) => `memberRequest:library:${libraryId}` as const,
  courseOrder: (courseId: Id) => `courseOrder:course:${courseId}` as const,
  profile: (userId: Id) => `profile:${userId}` as const,
  /** A library's copy of a book (desk changes). */
  copy: (id: Id) => `copy:${id}` as const,
  /** Copies moved to another shelf/box in one go (each moved copy is marked by its `pendingBy`). */
  copiesMove: (libraryId: Id) => `copies:move:${libraryId}` as const,
  /** A library member (added, edited, deactivated at the desk). */
  member: (memberId: Id) => `member:${memberId}` as const,
  /** A loan (lent, returned, renewed). */
  loan: (loanId: Id) => `loan:${loanId}` as const,
  /** A reader's member request as the library's staff decide it. */
  deskRequest: (requestId: Id) => `deskRequest:${requestId}` as const,
} satisfies Record<string, (...args: never[]) => EntityKey>;

/** A row of the mirror's `follows` table: whether the caller follows this user or library. */
export const followRowKey = (type: Kind, id: Id) => `${type}:${id}` as const;

/** Rows of the mirror's `meta` table kept per library. */
export const metaKeys = {
  /** The caller's membership request, as the device knows it. */
  memberRequest: (libraryId: number) => `memberRequest:${libraryId}` as const,
  /** The caller's membership (member or not, and the member record). */
  membership: (libraryId: number) => `membership:${libraryId}` as const,
  /** When the whole catalogue was last kept on the device. */
  catalogue: (libraryId: number) => `catalogue:${libraryId}` as const,
  /**
   * The newest change of a library's copies the device has pulled (ISO), for asking only what changed since; the
   * Books tab and the desk share it (its stored name is the desk's, which kept it first).
   */
  copies: (libraryId: number) => `deskCopies:${libraryId}` as const,
  /** The version (`meta.version`) of a list the mirror took whole: sent back, the server answers 304 if unchanged. */
  listVersion: (list: "members" | "openLoans" | "memberRequests", libraryId: number) =>
    `version:${list}:${libraryId}` as const,
  /** Whether the reader asked to keep the catalogue on the device. */
  offline: (libraryId: number) => `offline:${libraryId}` as const,
  /** An unsent post draft, by the editor's name for it. */
  postDraft: (name: string) => `draft:post:${name}` as const,
  /** A stock-take of a library's shelves in progress on this device (the desk's count of its copies). */
  stocktake: (libraryId: number) => `stocktake:${libraryId}` as const,
  /** The ids of the libraries the caller runs or belongs to. */
  myLibraries: "myLibraries",
  /** The reader's own loans as last pulled (My loans: src/sync/myLoans.ts). */
  myLoans: "myLoans",
  /** A library's invitations waiting for the reader's answer, as the desk last read them. */
  deskInvitations: (libraryId: number) => `deskInvitations:${libraryId}` as const,
};
