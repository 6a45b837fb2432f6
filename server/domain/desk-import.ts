// Importing a catalogue: every row checked first (a dry run lists each bad one), then all written at once or none.
import * as v from "valibot";
import type { Db } from "../db/client";
import { bookAuthors, books, libraryBooks } from "../db/schema";
import type { BookRow, LibraryRow } from "../serialize/libraries";
import { nextBookCode } from "./book-codes";
import { authorList, codeRule, isbnRule, MAX_AUTHORS } from "./book-input";
import { codeTaken, takenCodes } from "./desk-books";
import { invalid } from "./errors";
import { fieldErrors, optionalInt, optionalText, requiredText, type Input } from "./fields";
import { authorIds, booksByIsbn, ISBN_TARGET } from "./shared-books";
import { isUniqueViolation } from "./unique";

export const MAX_IMPORT_ROWS = 5000;
const SLICE = 500;

const ImportRow = v.object({
  title: requiredText("title"),
  authors: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === null ? [] : authorList(value))),
      v.array(
        v.pipe(
          v.string("Each author must be a name."),
          v.maxLength(255, "An author's name is too long."),
        ),
        "The authors field must be names separated by semicolons.",
      ),
      v.maxLength(MAX_AUTHORS, `A row may name at most ${MAX_AUTHORS} authors.`),
    ),
    [],
  ),
  isbn: isbnRule,
  publisher: optionalText("publisher", 255),
  year: optionalInt("year", 1000, 2100),
  language: optionalText("language", 50),
  category: optionalText("category", 100),
  book_code: codeRule("book_code"),
  shelf_number: optionalText("shelf_number", 50),
  box_number: optionalText("box_number", 50),
});
type Row = v.InferOutput<typeof ImportRow>;

export interface RowError {
  /** 1 for the first row sent. */
  row: number;
  field: string;
  message: string;
}

/** The request: `rows` (1 to 5,000 objects) and `dry_run`. */
export function readImport(input: Input): { rows: unknown[]; dryRun: boolean } {
  const rows = input.rows;
  if (!Array.isArray(rows) || rows.length === 0)
    throw invalid({ rows: ["The rows field must list the books to import."] });
  if (rows.length > MAX_IMPORT_ROWS)
    throw invalid({ rows: [`The rows field must not list more than ${MAX_IMPORT_ROWS} books.`] });
  const dry = input.dry_run;
  return { rows, dryRun: dry === true || dry === "true" || dry === "1" || dry === 1 };
}

/** Every row's problems: its fields, a code used twice in the file, a code the library already uses. */
export async function checkRows(db: Db, libraryId: number, raw: unknown[]) {
  const errors: RowError[] = [];
  const rows: Row[] = [];
  raw.forEach((value, i) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      errors.push({ row: i + 1, field: "row", message: "Each row must be a set of fields." });
      return;
    }
    const parsed = v.safeParse(ImportRow, value, { abortPipeEarly: true });
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(fieldErrors(parsed.issues)))
        errors.push({ row: i + 1, field: field.split(".")[0]!, message: messages[0]! });
      return;
    }
    rows[i] = parsed.output;
  });
  const firstRow = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!row?.book_code) return;
    const seen = firstRow.get(row.book_code);
    if (seen === undefined) firstRow.set(row.book_code, i + 1);
    else
      errors.push({
        row: i + 1,
        field: "book_code",
        message: `The book code ${row.book_code} is also on row ${seen}.`,
      });
  });
  const taken = new Set(await takenCodes(db, libraryId, [...firstRow.keys()]));
  rows.forEach((row, i) => {
    if (row?.book_code && taken.has(row.book_code))
      errors.push({
        row: i + 1,
        field: "book_code",
        message: `The book code ${row.book_code} is already used in this library.`,
      });
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, codes: new Set(firstRow.keys()) };
}

/** Gives rows without a code the next free codes of the library's prefix, passing over the file's own. */
async function assignCodes(db: Db, library: LibraryRow, rows: Row[], used: Set<string>) {
  const next = await nextBookCode(db, library);
  const [, head, digits] = /^(.*?)(\d+)$/.exec(next)!;
  let n = Number(digits);
  return rows.map((row) => {
    if (row.book_code) return row.book_code;
    let code: string;
    do code = `${head}${String(n++).padStart(digits!.length, "0")}`;
    while (used.has(code));
    return code;
  });
}

const bookValues = (row: Row) => ({
  title: row.title,
  isbn: row.isbn,
  publisher: row.publisher,
  year: row.year,
  language: row.language,
  category: row.category,
});

/** Writes the rows in one transaction, in slices; ISBNs already known keep their shared book. */
async function writeRows(db: Db, library: LibraryRow, rows: Row[], codes: string[]) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const isbns = [...new Set(rows.flatMap((r) => (r.isbn ? [r.isbn] : [])))];
    const byIsbn = await booksByIsbn(tx, isbns);
    const newIsbnRows = new Map<string, Row>();
    for (const row of rows)
      if (row.isbn && !byIsbn.has(row.isbn) && !newIsbnRows.has(row.isbn))
        newIsbnRows.set(row.isbn, row);
    const made: { book: BookRow; authors: string[] }[] = [];
    const fresh = [...newIsbnRows.values()];
    for (let i = 0; i < fresh.length; i += SLICE) {
      const slice = fresh.slice(i, i + SLICE);
      const inserted = await tx
        .insert(books)
        .values(slice.map(bookValues))
        .onConflictDoNothing(ISBN_TARGET)
        .returning();
      for (const b of inserted) {
        byIsbn.set(b.isbn!, b);
        made.push({ book: b, authors: newIsbnRows.get(b.isbn!)!.authors });
      }
    }
    // Another import may have catalogued some of these ISBNs meanwhile.
    const late = fresh.filter((r) => !byIsbn.has(r.isbn!)).map((r) => r.isbn!);
    for (const [isbn, b] of await booksByIsbn(tx, late)) byIsbn.set(isbn, b);
    const plain = rows.filter((r) => !r.isbn);
    const plainBooks: BookRow[] = [];
    for (let i = 0; i < plain.length; i += SLICE) {
      const slice = plain.slice(i, i + SLICE);
      const inserted = await tx.insert(books).values(slice.map(bookValues)).returning();
      inserted.forEach((b, k) => {
        plainBooks.push(b);
        made.push({ book: b, authors: slice[k]!.authors });
      });
    }
    const ids = await authorIds(
      tx,
      made.flatMap((m) => m.authors),
    );
    const links = made.flatMap((m) =>
      [...new Set(m.authors.map((a) => ids.get(a)!))].map((authorId) => ({
        bookId: m.book.id,
        authorId,
      })),
    );
    for (let i = 0; i < links.length; i += SLICE * 2)
      await tx
        .insert(bookAuthors)
        .values(links.slice(i, i + SLICE * 2))
        .onConflictDoNothing();
    let p = 0;
    const copies = rows.map((row, i) => ({
      libraryId: library.id,
      bookId: row.isbn ? byIsbn.get(row.isbn)!.id : plainBooks[p++]!.id,
      bookCode: codes[i]!,
      shelfNumber: row.shelf_number,
      boxNumber: row.box_number,
    }));
    for (let i = 0; i < copies.length; i += SLICE * 2)
      await tx.insert(libraryBooks).values(copies.slice(i, i + SLICE * 2));
  });
}

/**
 * Checks every row; with no bad row and not a dry run, adds them all. `created` counts the copies
 * added (0 on a dry run or when any row is bad), `valid` the rows that passed.
 */
export async function importCatalogue(
  db: Db,
  library: LibraryRow,
  raw: unknown[],
  dryRun: boolean,
) {
  const { rows, errors, codes } = await checkRows(db, library.id, raw);
  const valid = raw.length - new Set(errors.map((e) => e.row)).size;
  if (dryRun || errors.length > 0) return { created: 0, valid, errors };
  const assigned = await assignCodes(db, library, rows, codes);
  try {
    await writeRows(db, library, rows, assigned);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw await codeTaken(db, library, await takenCodes(db, library.id, assigned));
  }
  return { created: rows.length, valid, errors };
}
