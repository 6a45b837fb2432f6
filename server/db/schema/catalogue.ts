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
import { createdAt } from "./columns";
import { libraries, libraryMembers } from "./libraries";

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

export const books = pgTable("books", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  coverUrl: text("cover_url"),
});

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("library_books_code_unique").on(t.libraryId, t.bookCode)],
);

/** A loan: borrowed until `collectedAt` is set. */
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
  },
  (t) => [index("book_issues_library_idx").on(t.libraryId, t.issuedAt)],
);
