// Reading a chosen CSV file on the device with papaparse: its header row and data rows, BOM dropped.
import Papa from "papaparse";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "../../../i18n/format";

export interface ParsedCsv {
  name: string;
  headers: string[];
  records: string[][];
}

/** More rows than this in one file is more than a phone should hold in one go. */
export const MAX_IMPORT_ROWS = 20_000;

/** A file the import cannot read; `message` is in the reader's language. */
export class CsvFileError extends Error {}

export function parseCsvText(name: string, text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const broken = result.errors.find((e) => e.type === "Quotes");
  if (broken) {
    const row = formatNumber((broken.row ?? 0) + 1);
    throw new CsvFileError(i18n._(msg`The file’s quotes do not close (near row ${row}).`));
  }
  const [headers, ...records] = result.data;
  if (!headers || records.length === 0) {
    throw new CsvFileError(i18n._(msg`The file has no rows under its header row.`));
  }
  if (records.length > MAX_IMPORT_ROWS) {
    throw new CsvFileError(
      i18n._(msg`The file has more than 20,000 rows: split it into smaller files.`),
    );
  }
  return { name, headers: headers.map((h) => h.trim()), records };
}

export async function readCsvFile(file: File): Promise<ParsedCsv> {
  return parseCsvText(file.name, await file.text());
}
