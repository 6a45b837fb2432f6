// The rows an import leaves out, as a CSV to fix and import later: the file's own columns and cells, in the
// file's order, plus a "problem" column saying what is wrong with each.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toCsv } from "./csvText";
import type { RowProblem } from "./importRows";
import type { ParsedCsv } from "./parseCsv";
import { fieldLabel } from "./serverProblems";

/** A long cell shown in a problem is cut here. */
const SHOWN_VALUE_CHARS = 60;

export const shownValue = (value: string): string =>
  value.length > SHOWN_VALUE_CHARS ? `${value.slice(0, SHOWN_VALUE_CHARS - 1)}…` : value;

/** What is wrong with one cell: `ISBN “978-0-306-40615-X”: The ISBN is not valid.` */
export function cellProblemText(p: RowProblem): string {
  const field = fieldLabel(p.field);
  const value = shownValue(p.value);
  const message = p.message;
  return value
    ? i18n._(msg`${field} “${value}”: ${message}`)
    : i18n._(msg`${field} (empty): ${message}`);
}

/** The data rows that have a problem, in file order. */
export const badIndexes = (problems: RowProblem[]): number[] =>
  [...new Set(problems.map((p) => p.index))].sort((a, b) => a - b);

/** `catalogue.csv` → `catalogue-to-fix.csv`. */
export const badRowsFileName = (name: string): string =>
  `${name.replace(/\.csv$/i, "") || "catalogue"}-to-fix.csv`;

/** The bad rows as a CSV: the header row, then each bad row's cells and its problems. */
export function badRowsCsv(file: ParsedCsv, problems: RowProblem[]): string {
  const byRow = new Map<number, RowProblem[]>();
  for (const p of problems) byRow.set(p.index, [...(byRow.get(p.index) ?? []), p]);
  const width = file.headers.length;
  const rows = badIndexes(problems).map((index) => {
    const cells = file.records[index] ?? [];
    const padded = Array.from({ length: width }, (_, i) => cells[i] ?? "");
    return [...padded, byRow.get(index)!.map(cellProblemText).join(" ")];
  });
  return toCsv([...file.headers, "problem"], rows);
}
