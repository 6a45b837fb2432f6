// Tables: books, their authors, the copies a library holds and its loans.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { createdAt, unfilledKey, updatedAt } from "./columns";
import { libraries, libraryMembers } from "./libraries";

/**
 * An author's name as two spellings of one person compare: trimmed, runs of spaces as one, Unicode NFC,
 * lower case. One author per key (authors_name_key_unique); the first spelling catalogued is the one shown.
 */
export const authorKey = (name: SQL | AnyColumn) =>
  sql`lower(normalize(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'), NFC))`;

export const authors = pgTable(
  "authors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The phonetic key of the name (server/domain/spoken-keys.ts); null until the start-up fill. */
    nameKey: text("name_key"),
  },
  (t) => [
    uniqueIndex("authors_name_key_unique").using("btree", authorKey(t.name)),
    unfilledKey("authors_name_key_unfilled_idx", t.id, t.nameKey),
  ],
);

/**
 * A title in the shared catalogue: one row per ISBN (stored as ISBN-13) for every library. A library
 * that edits a title other libraries hold gets its own edition (`library_id` set), so the others keep theirs.
 */
export const books = pgTable(
  "books",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** The phonetic key of the title (server/domain/spoken-keys.ts); null until the start-up fill. */
    titleKey: text("title_key"),
    coverUrl: text("cover_url"),
    isbn: text("isbn"),
    publisher: text("publisher"),
    year: integer("year"),
    language: text("language"),
    category: text("category"),
    /** null: the shared book; else the one library whose own edition this is. */
    libraryId: integer("library_id").references(() => libraries.id, { onDelete: "cascade" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("books_isbn_unique")
      .on(t.isbn)
      .where(sql`${t.isbn} is not null and ${t.libraryId} is null`),
    index("books_library_idx").on(t.libraryId),
    unfilledKey("books_title_key_unfilled_idx", t.id, t.titleKey),
  ],
);

export const bookAuthors = pgTable(
  "book_authors",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.authorId] })],
);

/** A copy's state: on the shelf, lent out, or withdrawn (lost, damaged, withdrawn) with a note. */
export type CopyStatus = "available" | "on_loan" | "withdrawn";

/** A copy of a book in a library's catalogue. */
export const libraryBooks = pgTable(
  "library_books",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    bookCode: text("book_code").notNull(),
    shelfNumber: text("shelf_number"),
    boxNumber: text("box_number"),
    status: text("status").$type<CopyStatus>().notNull().default("available"),
    withdrawnReason: text("withdrawn_reason"),
    withdrawnNote: text("withdrawn_note"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("library_books_code_unique").on(t.libraryId, t.bookCode),
    // A library's copies in id order (its Books tab, its catalogue search), without walking every library's.
    index("library_books_library_idx").on(t.libraryId, t.id),
  ],
);

/**
 * A copy taken off the server (an import undone): kept so that a device asking for the copies changed since a
 * moment also learns which ones to drop (GET …/books/snapshot?updated_since=, `meta.deleted`).
 */
export const libraryBookRemovals = pgTable(
  "library_book_removals",
  {
    libraryBookId: integer("library_book_id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("library_book_removals_library_idx").on(t.libraryId, t.removedAt)],
);

/** A loan: borrowed until `collectedAt` is set; at most one open loan per copy. */
export const bookIssues = pgTable(
  "book_issues",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    libraryMemberId: integer("library_member_id")
      .notNull()
      .references(() => libraryMembers.id, { onDelete: "cascade" }),
    libraryBookId: integer("library_book_id")
      .notNull()
      .references(() => libraryBooks.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull(),
    collectedAt: timestamp("collected_at", { withTimezone: true, mode: "date" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    renewals: integer("renewals").notNull().default(0),
  },
  (t) => [
    index("book_issues_library_idx").on(t.libraryId, t.issuedAt),
    // A member's open and past loans (the desk's counts and lists), and a member's removal (its cascade).
    index("book_issues_member_idx").on(t.libraryMemberId, t.collectedAt),
    // A copy's loans: when its last one ended (every lend asks), and a copy's removal (its cascade).
    index("book_issues_copy_idx").on(t.libraryBookId, t.collectedAt),
    uniqueIndex("book_issues_open_copy_unique")
      .on(t.libraryBookId)
      .where(sql`${t.collectedAt} is null`),
  ],
);

/**
 * A lend the server refused because the copy was already on loan (409 book_on_loan): the loan that stood,
 * the member the refused lend named and the time the device gave it. The desk whose loan stood reads them.
 */
export const loanClashes = pgTable(
  "loan_clashes",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    bookIssueId: integer("book_issue_id")
      .notNull()
      .references(() => bookIssues.id, { onDelete: "cascade" }),
    libraryMemberId: integer("library_member_id")
      .notNull()
      .references(() => libraryMembers.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("loan_clashes_library_idx").on(t.libraryId, t.id),
    uniqueIndex("loan_clashes_loan_member_unique").on(t.bookIssueId, t.libraryMemberId),
  ],
);
