// The server's answer about a batch, in the file's terms: each bad row's line in the file and the value it
// held, and the field named as the import screen names it.
import { i18n } from "@lingui/core";
import type { ImportRowError } from "../../../sync/bookImport";
import type { ColumnMapping } from "./guessMapping";
import { BOOK_FIELDS, FIELD_LABELS, type BookField } from "./importFields";
import { cellOf, type RowProblem } from "./importRows";

/** The server numbers a request's rows from 1. */
const SERVER_FIRST_ROW = 1;

/** The file the rows came from: its cells, each row's line, and which field each column holds. */
export interface RowSource {
  records: string[][];
  lines: number[];
  mapping: ColumnMapping;
}

/**
 * `batchStart` is the batch's first position among the rows sent; `sent` names the data row of each position
 * (when only some of the file's rows are sent), else position and data row are the same.
 */
export function serverProblems(
  batchStart: number,
  errors: ImportRowError[],
  source: RowSource,
  sent?: number[],
): RowProblem[] {
  return errors.map((e) => {
    const position = batchStart + e.row - SERVER_FIRST_ROW;
    const index = sent ? (sent[position] ?? position) : position;
    return {
      index,
      line: source.lines[index] ?? index + 2,
      field: e.field,
      value: cellOf(source.records, source.mapping, index, e.field),
      message: e.message,
    };
  });
}

/** A field as the reader knows it ("authors.0" reads as Authors); an unknown name stays as it is. */
export function fieldLabel(field: string): string {
  const base = field.split(".")[0] as BookField;
  return BOOK_FIELDS.includes(base) ? i18n._(FIELD_LABELS[base]) : field;
}

/** Problems by line, then field; one per row and field. */
export function mergeProblems(...lists: RowProblem[][]): RowProblem[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((p) => {
      const key = `${p.index}\u0000${p.field.split(".")[0]}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
