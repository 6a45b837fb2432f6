// Importing a catalogue: every row checked first (a dry run lists each bad one), then written in short chunks,
// all or none: a chunk that fails undoes the chunks before it (import-writes.ts).
import * as v from "valibot";
import type { Db } from "../db/client";
import type { LibraryRow } from "../serialize/libraries";
import { nextBookCode } from "./book-codes";
import { authorList, codeRule, isbnRule, MAX_AUTHORS } from "./book-input";
import { codeTaken, takenCodes } from "./desk-books";
import { invalid } from "./errors";
import { fieldErrors, optionalInt, optionalText, requiredText, type Input } from "./fields";
import { Pacer, writeRows, type ImportLog } from "./import-writes";
import { isUniqueViolation } from "./unique";

export const MAX_IMPORT_ROWS = 5000;
/** Rows checked (and codes looked up) before the import lets other requests in: about 5 ms. */
const CHECK_CHUNK = 250;

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
  const pacer = new Pacer();
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % CHECK_CHUNK === 0) await pacer.breathe();
    const value = raw[i];
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      errors.push({ row: i + 1, field: "row", message: "Each row must be a set of fields." });
      continue;
    }
    const parsed = v.safeParse(ImportRow, value, { abortPipeEarly: true });
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(fieldErrors(parsed.issues)))
        errors.push({ row: i + 1, field: field.split(".")[0]!, message: messages[0]! });
      continue;
    }
    rows[i] = parsed.output;
  }
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
  const taken = new Set<string>();
  const fileCodes = [...firstRow.keys()];
  for (let i = 0; i < fileCodes.length; i += CHECK_CHUNK) {
    for (const code of await takenCodes(db, libraryId, fileCodes.slice(i, i + CHECK_CHUNK)))
      taken.add(code);
    await pacer.breathe();
  }
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

/**
 * Checks every row; with no bad row and not a dry run, adds them all. `created` counts the copies
 * added (0 on a dry run or when any row is bad), `valid` the rows that passed. `log` notes the ids of
 * each chunk ahead of its rows.
 */
export async function importCatalogue(
  db: Db,
  library: LibraryRow,
  raw: unknown[],
  dryRun: boolean,
  log?: ImportLog,
) {
  const { rows, errors, codes } = await checkRows(db, library.id, raw);
  const valid = raw.length - new Set(errors.map((e) => e.row)).size;
  if (dryRun || errors.length > 0) return { created: 0, valid, errors };
  const assigned = await assignCodes(db, library, rows, codes);
  try {
    await writeRows(db, library, rows, assigned, log);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw await codeTaken(db, library, await takenCodes(db, library.id, assigned));
  }
  return { created: rows.length, valid, errors };
}
