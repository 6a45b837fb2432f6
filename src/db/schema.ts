// The mirror's versioned table layout. Each version lists every table; upgrades live beside it.
export const STORES_V1 = {
  posts: "&id, created_at, pendingBy",
  timelineEntries: "[timeline+postId], [timeline+rank], postId",
  comments: "&id, post_id, created_at, pendingBy",
  likes: "&id, post_id",
  users: "&id",
  libraries: "&id, name",
  books: "&id, libraryId, code",
  members: "&id, library_id",
  bookIssues: "&id, library_id",
  courses: "&id, slug",
  courseOrders: "&id, course_id",
  cart: "&courseId",
  follows: "&key",
  outbox: "++seq, &id, state, entityKey, dependsOn",
  idMap: "&tempId",
  meta: "&key",
};

/** v2: books carry a normalised `search` field and are indexed by library + code. */
export const STORES_V2 = {
  ...STORES_V1,
  books: "&id, libraryId, code, [libraryId+code]",
};

/** v3: the people the reader blocked, by their user id (`id` is the block's id, temporary or not). */
export const STORES_V3 = {
  ...STORES_V2,
  blocks: "&userId, id",
};

/**
 * v4: the likes table goes. Nothing ever filled it with the server's likes: a post carries its like summary
 * (`likes_data`, `my_like`) and queued likes live in the outbox.
 */
export const STORES_V4 = {
  ...STORES_V3,
  likes: null,
};

/**
 * v5: the library desk. Copies carry the catalogue fields (status, withdrawal, ISBN…; filled with defaults by the
 * upgrade) and are found by their shared book; the shared catalogue by ISBN-13 fills the add form offline; the
 * desk holds each library's settings and the caller's staff powers. Members by code and mobile; loans by copy,
 * member and library with `open` (1 while borrowed) and `due_at` for the overdue list; the library's pending
 * member requests. One table per line.
 */
export const STORES_V5 = {
  ...STORES_V4,
  books: "&id, libraryId, code, [libraryId+code], bookId",
  catalogue: "&isbn, id",
  desk: "&libraryId",
  members: ["&id, library_id", "[library_id+member_code]", "mobile"].join(", "),
  bookIssues: [
    "&id, library_id",
    "[library_id+open]",
    "[library_id+open+due_at]",
    "[copyId+open]",
    "[memberId+open]",
  ].join(", "),
  memberRequests: "&id, library_id",
};

/**
 * v6: queued rows are found by the temporary ids they name (`refs`, multi-entry; src/db/outboxRefs.ts), so
 * answering a create rewrites only the rows that wait on it, not the whole queue.
 */
export const STORES_V6 = {
  ...STORES_V5,
  outbox: "++seq, &id, state, entityKey, dependsOn, *refs",
};

/**
 * v7: the book labels printed on this device, by library and code (a copy whose code changes needs a new label),
 * so the labels screen can offer "not printed yet".
 */
export const STORES_V7 = {
  ...STORES_V6,
  printedLabels: "[libraryId+code], libraryId",
};

/**
 * v8: the member cards printed on this device, by library and member code, beside the book labels, so the cards
 * screen can offer "not printed yet" too.
 */
export const STORES_V8 = {
  ...STORES_V7,
  printedCards: "[libraryId+code], libraryId",
};

/**
 * v9: queued rows are found by the entities they keep from a pull's older copy (`protects`, multi-entry; each
 * kind's `protects`), so a pull reads only the rows about the entities at hand, not the whole queue.
 */
export const STORES_V9 = {
  ...STORES_V8,
  outbox: "++seq, &id, state, entityKey, dependsOn, *refs, *protects",
};

export const DB_VERSION = 9;
