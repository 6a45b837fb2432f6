// Reading a chosen CSV file on the device with papaparse: its header row and data rows, BOM dropped, each
// row with the line number a spreadsheet shows for it (blank lines counted, a quoted multi-line cell one row).
import Papa from "papaparse";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "../../../i18n/format";

export interface ParsedCsv {
  name: string;
  headers: string[];
  records: string[][];
  /** The spreadsheet line of each record (the first line of the file is 1). */
  lines: number[];
  /** The spreadsheet line of the header row. */
  headerLine: number;
}

/** More rows than this in one file is more than a phone should hold in one go. */
export const MAX_IMPORT_ROWS = 20_000;

/** A file the import cannot read; `message` is in the reader's language. */
export class CsvFileError extends Error {}

const blank = (cells: string[]) => cells.every((c) => !c.trim());

export function parseCsvText(name: string, text: string): ParsedCsv {
  // Blank lines are kept here (each is a row of the spreadsheet) and skipped below, so the numbering holds.
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const broken = result.errors.find((e) => e.type === "Quotes");
  if (broken) {
    const line = formatNumber((broken.row ?? 0) + 1, { useGrouping: false });
    throw new CsvFileError(i18n._(msg`The file’s quotes do not close (near line ${line}).`));
  }
  let header: { cells: string[]; line: number } | null = null;
  const records: string[][] = [];
  const lines: number[] = [];
  result.data.forEach((cells, index) => {
    if (blank(cells)) return;
    if (!header) header = { cells, line: index + 1 };
    else {
      records.push(cells);
      lines.push(index + 1);
    }
  });
  const found = header as { cells: string[]; line: number } | null;
  if (!found || records.length === 0) {
    throw new CsvFileError(i18n._(msg`The file has no rows under its header row.`));
  }
  if (records.length > MAX_IMPORT_ROWS) {
    throw new CsvFileError(
      i18n._(msg`The file has more than 20,000 rows: split it into smaller files.`),
    );
  }
  return {
    name,
    headers: found.cells.map((h) => h.trim()),
    records,
    lines,
    headerLine: found.line,
  };
}

export async function readCsvFile(file: File): Promise<ParsedCsv> {
  return parseCsvText(file.name, await file.text());
}
