// From the CSV's cells to the import's rows: the mapped columns read, Bangla digits made ASCII, authors
// split, and the problems the device can see across the whole file (numbers, a code used twice).
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "../../../i18n/format";
import type { ImportBookRow } from "../../../sync/bookImport";
import type { ColumnMapping } from "./guessMapping";
import type { BookField } from "./importFields";

/** A bad cell: `line` is the spreadsheet's row number (the header is row 1). */
export interface RowProblem {
  line: number;
  field: BookField | string;
  message: string;
}

/** The spreadsheet row number of data row `index` (0-based, after the header). */
export const sheetLine = (index: number): number => index + 2;

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

/** Reads every data row by `mapping`; unmapped columns are ignored. */
export function buildRows(records: string[][], mapping: ColumnMapping): BuiltRows {
  const problems: RowProblem[] = [];
  const firstLineOfCode = new Map<string, number>();
  const rows = records.map((cells, index) => {
    const line = sheetLine(index);
    const cell = (field: BookField) => {
      const column = mapping.indexOf(field);
      return column < 0 ? "" : (cells[column] ?? "").trim();
    };
    const row: ImportBookRow = { title: cell("title"), authors: splitAuthors(cell("authors")) };
    for (const field of TEXT_FIELDS) {
      const value =
        field === "isbn" || field === "book_code" ? asciiDigits(cell(field)) : cell(field);
      if (value) row[field] = value;
    }
    const year = asciiDigits(cell("year"));
    if (year) {
      if (/^\d{1,4}$/.test(year)) row.year = Number(year);
      else
        problems.push({
          line,
          field: "year",
          message: i18n._(msg`The year must be a number, e.g. 1995.`),
        });
    }
    const copies = asciiDigits(cell("copies"));
    if (copies) {
      const n = Number(copies);
      if (/^\d+$/.test(copies) && n >= 1 && n <= 50) row.copies = n;
      else
        problems.push({
          line,
          field: "copies",
          message: i18n._(msg`Copies must be a whole number from 1 to 50.`),
        });
    }
    if (row.book_code) {
      const code = row.book_code.toUpperCase();
      const first = firstLineOfCode.get(code);
      if (first === undefined) firstLineOfCode.set(code, line);
      else {
        const firstRow = formatNumber(first);
        problems.push({
          line,
          field: "book_code",
          message: i18n._(msg`This code is also on row ${firstRow} of the file.`),
        });
      }
    }
    return row;
  });
  return { rows, problems };
}
