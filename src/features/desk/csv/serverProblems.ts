// The server's answer about a batch, in the file's terms: each bad row's spreadsheet row number, and the
// field named as the import screen names it.
import { i18n } from "@lingui/core";
import type { ImportRowError } from "../../../sync/bookImport";
import { BOOK_FIELDS, FIELD_LABELS, type BookField } from "./importFields";
import { sheetLine, type RowProblem } from "./importRows";

/** The server numbers a request's rows from 1. */
const SERVER_FIRST_ROW = 1;

export function serverProblems(batchStart: number, errors: ImportRowError[]): RowProblem[] {
  return errors.map((e) => ({
    line: sheetLine(batchStart + e.row - SERVER_FIRST_ROW),
    field: e.field,
    message: e.message,
  }));
}

/** A field as the reader knows it ("authors.0" reads as Authors); an unknown name stays as it is. */
export function fieldLabel(field: string): string {
  const base = field.split(".")[0] as BookField;
  return BOOK_FIELDS.includes(base) ? i18n._(FIELD_LABELS[base]) : field;
}

/** Problems by row, then field; one per row and field. */
export function mergeProblems(...lists: RowProblem[][]): RowProblem[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((p) => {
      const key = `${p.line}\u0000${p.field.split(".")[0]}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
