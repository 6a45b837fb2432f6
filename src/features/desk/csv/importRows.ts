// From the CSV's cells to the import's rows: the mapped columns read, Bangla digits made ASCII, authors
// split, and the problems the device can see across the whole file (numbers, a code used twice).
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "../../../i18n/format";
import type { ImportBookRow } from "../../../sync/bookImport";
import type { ColumnMapping } from "./guessMapping";
import type { BookField } from "./importFields";

/**
 * A bad cell: `index` is the data row (0-based), `line` the file's line as a spreadsheet shows it (the header
 * is line 1, blank lines counted), `value` what the cell held.
 */
export interface RowProblem {
  index: number;
  line: number;
  field: BookField | string;
  value: string;
  message: string;
}

/** A file without blank lines: data row `index` (0-based, after the header) is on line index + 2. */
export const sheetLine = (index: number): number => index + 2;

/** The cell of `field` ("authors.0" is the authors cell) in data row `index`, trimmed; "" when unmapped. */
export function cellOf(
  records: string[][],
  mapping: ColumnMapping,
  index: number,
  field: string,
): string {
  const column = mapping.indexOf(field.split(".")[0] as BookField);
  return column < 0 ? "" : (records[index]?.[column] ?? "").trim();
}

const asciiDigits = (s: string) =>
  s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - "০".charCodeAt(0)));

/** Several authors in one cell: separated by ; | or , */
export const splitAuthors = (cell: string): string[] =>
  cell
    .split(/[;|,]/)
    .map((a) => a.trim())
    .filter(Boolean);

const TEXT_FIELDS = [
  "isbn",
  "publisher",
  "language",
  "category",
  "book_code",
  "shelf_number",
  "box_number",
] as const;

export interface BuiltRows {
  rows: ImportBookRow[];
  problems: RowProblem[];
}

/** Reads every data row by `mapping` (`lines`: each row's line in the file); unmapped columns are ignored. */
export function buildRows(
  records: string[][],
  mapping: ColumnMapping,
  lines: number[] = records.map((_, i) => sheetLine(i)),
): BuiltRows {
  const problems: RowProblem[] = [];
  const firstLineOfCode = new Map<string, number>();
  const rows = records.map((_, index) => {
    const line = lines[index]!;
    const cell = (field: BookField) => cellOf(records, mapping, index, field);
    const problem = (field: BookField, message: string) =>
      problems.push({ index, line, field, value: cell(field), message });
    const row: ImportBookRow = { title: cell("title"), authors: splitAuthors(cell("authors")) };
    for (const field of TEXT_FIELDS) {
      const value =
        field === "isbn" || field === "book_code" ? asciiDigits(cell(field)) : cell(field);
      if (value) row[field] = value;
    }
    const year = asciiDigits(cell("year"));
    if (year) {
      if (/^\d{1,4}$/.test(year)) row.year = Number(year);
      else problem("year", i18n._(msg`The year must be a number, e.g. 1995.`));
    }
    const copies = asciiDigits(cell("copies"));
    if (copies) {
      const n = Number(copies);
      if (/^\d+$/.test(copies) && n >= 1 && n <= 50) row.copies = n;
      else problem("copies", i18n._(msg`Copies must be a whole number from 1 to 50.`));
    }
    if (row.book_code) {
      const code = row.book_code.toUpperCase();
      const first = firstLineOfCode.get(code);
      if (first === undefined) firstLineOfCode.set(code, line);
      else {
        const firstLine = formatNumber(first, { useGrouping: false });
        problem("book_code", i18n._(msg`This code is also on line ${firstLine} of the file.`));
      }
    }
    return row;
  });
  return { rows, problems };
}
