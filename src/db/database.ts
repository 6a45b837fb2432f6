// The per-user local mirror (Dexie): one database per signed-in user, opened on demand.
import { Dexie, type EntityTable, type Table } from "dexie";
import { DB_VERSION, STORES_V2, STORES_V5, STORES_V6, STORES_V9 } from "./schema";
import { outboxRefs, tempRefsOf } from "./outboxRefs";
import { protectsBeforeV9 } from "./outboxProtects";
import { issueIndexFields } from "./deskRows";
import { hasPhoneticKey, searchText } from "./normalise";
import type {
  BlockRow,
  BookIssueRow,
  BookRow,
  CartRow,
  CatalogueRow,
  CommentRow,
  CourseOrderRow,
  CourseRow,
  DeskRow,
  FollowRow,
  IdMapRow,
  LibraryRow,
  MemberRequestRow,
  MemberRow,
  MetaRow,
  OutboxRow,
  PostRow,
  PrintedLabelRow,
  TimelineEntryRow,
  UserRow,
} from "./types";

export class MirrorDb extends Dexie {
  posts!: EntityTable<PostRow, "id">;
  timelineEntries!: Table<TimelineEntryRow, [string, number | string]>;
  comments!: EntityTable<CommentRow, "id">;
  users!: EntityTable<UserRow, "id">;
  libraries!: EntityTable<LibraryRow, "id">;
  books!: EntityTable<BookRow, "id">;
  members!: EntityTable<MemberRow, "id">;
  bookIssues!: EntityTable<BookIssueRow, "id">;
  memberRequests!: EntityTable<MemberRequestRow, "id">;
  courses!: EntityTable<CourseRow, "id">;
  courseOrders!: EntityTable<CourseOrderRow, "id">;
  cart!: EntityTable<CartRow, "courseId">;
  follows!: EntityTable<FollowRow, "key">;
  blocks!: EntityTable<BlockRow, "userId">;
  outbox!: EntityTable<OutboxRow, "seq">;
  idMap!: EntityTable<IdMapRow, "tempId">;
  meta!: EntityTable<MetaRow, "key">;
  catalogue!: EntityTable<CatalogueRow, "isbn">;
  desk!: EntityTable<DeskRow, "libraryId">;
  printedLabels!: Table<PrintedLabelRow, [number, string]>;
  printedCards!: Table<PrintedLabelRow, [number, string]>;

  /**
   * `atLatest`: the database is known to be at the latest layout already (or not to exist), so only that
   * layout is declared and parsed.
   */
  constructor(name: string, { atLatest = false }: { atLatest?: boolean } = {}) {
    super(name);
    // Only the versions with an upgrade are declared, and the latest: Dexie compares the schema installed on
    // the device with the next one declared (v1, v3 and v4 change only tables and indexes, which that
    // comparison covers), and every layout declared here is parsed when the object is made.
    if (!atLatest) declareOlderUpgrades(this);
    this.version(DB_VERSION).stores(STORES_V9);
    this.use(outboxRefs);
  }
}

/**
 * The layouts whose upgrade changes data: v2 (books' search field), v5 (the desk), v6 (the outbox's references)
 * and v9 (what each queued row keeps from a pull).
 */
function declareOlderUpgrades(db: Dexie): void {
  db.version(2)
    .stores(STORES_V2)
    .upgrade((tx) =>
      tx
        .table<BookRow>("books")
        .toCollection()
        .modify((book) => {
          book.search = bookHaystack(book);
        }),
    );
  db.version(5)
    .stores(STORES_V5)
    .upgrade(async (tx) => {
      await tx
        .table<BookRow>("books")
        .toCollection()
        .modify((book) => {
          Object.assign(book, { ...COPY_DEFAULTS, ...book });
        });
      await tx
        .table<BookIssueRow>("bookIssues")
        .toCollection()
        .modify((issue) => {
          Object.assign(issue, issueIndexFields(issue));
        });
    });
  db.version(6)
    .stores(STORES_V6)
    .upgrade((tx) =>
      tx
        .table<OutboxRow>("outbox")
        .toCollection()
        .modify((row) => {
          row.refs = tempRefsOf(row);
        }),
    );
  db.version(9)
    .stores(STORES_V9)
    .upgrade((tx) =>
      tx
        .table<OutboxRow>("outbox")
        .toCollection()
        .modify((row) => {
          row.protects = protectsBeforeV9(row);
        }),
    );
}

/** What a copy stored before the desk existed lacks: it is on the shelf, with no catalogue details. */
export const COPY_DEFAULTS = {
  status: "available",
  withdrawn: null,
  currentIssueId: null,
  isbn: null,
  publisher: null,
  year: null,
  language: null,
  category: null,
} as const satisfies Partial<BookRow>;

/** What local search matches a book on: title, authors and code, normalised. */
export function bookHaystack(book: Pick<BookRow, "title" | "authors" | "code">): string {
  return searchText(
    [book.title, ...book.authors, book.code].join(" "),
    [book.title, ...book.authors].join(" "),
  );
}

/** A copy's stored search text, or one made now for a copy stored before it carried the phonetic key. */
export const bookSearchText = (book: BookRow): string =>
  book.search && hasPhoneticKey(book.search) ? book.search : bookHaystack(book);

export const userDbName = (userId: number): string => `pathagar-u${userId}`;

let current: MirrorDb | null = null;

/** Where a page notes the layout a mirror last opened with (the service worker reads no localStorage). */
export const layoutKey = (name: string): string => `pathagar-layout:${name}`;

function layoutNoted(name: string): string | null {
  try {
    return localStorage.getItem(layoutKey(name));
  } catch {
    return null;
  }
}

/**
 * Before a start opens the mirror of `userId`: where this device has none yet, it is made at the latest layout,
 * so that layout is noted now and the first open declares only it (a device's first start after sign-in). Where
 * the databases cannot be listed, nothing is noted and every layout is declared.
 */
export async function noteLayoutOfNewMirror(userId: number): Promise<void> {
  const name = userDbName(userId);
  if (layoutNoted(name) !== null) return;
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return;
  try {
    if ((await indexedDB.databases()).some((db) => db.name === name)) return;
    localStorage.setItem(layoutKey(name), String(DB_VERSION));
  } catch {
    // Unknown: the first open declares every layout.
  }
}

/**
 * Opens (or returns) the mirror of `userId`; switching user closes the previous one. A mirror this device has
 * opened at the latest layout before declares that layout only (Dexie parses each declared layout when the
 * database object is made: a share of a phone's start); any other declares them all, to run every upgrade.
 */
export function openMirror(userId: number): MirrorDb {
  const name = userDbName(userId);
  if (current?.name === name) return current;
  current?.close();
  const db = new MirrorDb(name, { atLatest: layoutNoted(name) === String(DB_VERSION) });
  // Open means at the latest layout (an older one was upgraded, a newer one fails to open).
  db.on("ready", () => {
    try {
      localStorage.setItem(layoutKey(name), String(DB_VERSION));
    } catch {
      // Storage full or unavailable: the next start declares every layout again.
    }
  });
  current = db;
  return current;
}

/** The mirror in use. Throws when nobody is signed in: the mirror belongs to a user. */
export function mirror(): MirrorDb {
  if (!current) throw new Error("The local mirror is not open: no user is signed in.");
  return current;
}

export function hasMirror(): boolean {
  return current !== null;
}

/** Closes the mirror (sign-out). The data stays on the device for the next sign-in. */
export function closeMirror(): void {
  current?.close();
  current = null;
}
