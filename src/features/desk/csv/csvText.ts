// CSV for spreadsheets, written by papaparse: quoting as RFC 4180 asks, cells that a spreadsheet would run
// as formulas escaped, and a UTF-8 byte order mark so that Excel reads Bangla as Bangla.
import Papa from "papaparse";

export const BOM = "\uFEFF";

export type Cell = string | number | null;

/**
 * A cell a spreadsheet may run as a formula: it starts with = + - @, their full-width forms (＝ ＋ － ＠,
 * which some spreadsheets read as the same), a tab or a carriage return. Written with a leading `'`.
 * papaparse's own pattern (`^[=+\-@\t\r].*$`) lets a formula through when the cell also holds a line break.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A CSV file's text: the header row, then one line per row (CRLF, as Excel writes). */
export function toCsv(headers: string[], rows: Cell[][]): string {
  const body = Papa.unparse(
    { fields: headers, data: rows.map((r) => r.map((c) => c ?? "")) },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
  return BOM + body;
}

export type ExportKind = "books" | "members" | "loans";

const pad = (n: number) => String(n).padStart(2, "0");

/** `alokito-books-2026-11-26.csv`: the library's handle (ASCII), what, and the local date. */
export function csvFileName(libraryName: string, kind: ExportKind, date = new Date()): string {
  const handle =
    libraryName
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "library";
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${handle}-${kind}-${day}.csv`;
}

/** Hands `text` to the browser as a download named `fileName` (a Blob behind a link). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the next task; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
