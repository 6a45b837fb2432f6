// A catalogue import (POST /api/libraries/{id}/books/import): a dry run or the real thing, ≤ 5,000 rows.
import * as v from "valibot";
import { apiRequest } from "./client";

/** One book row as the import takes it; empty cells are left out. */
export interface ImportBookRow {
  title: string;
  authors: string[];
  isbn?: string;
  publisher?: string;
  year?: number;
  language?: string;
  category?: string;
  book_code?: string;
  shelf_number?: string;
  box_number?: string;
  copies?: number;
}

export const ImportRowError = v.object({
  row: v.number(),
  field: v.string(),
  message: v.string(),
});
export type ImportRowError = v.InferOutput<typeof ImportRowError>;

const ImportAnswer = v.object({
  data: v.object({
    created: v.number(),
    /** Rows that passed the checks (a dry run adds none: `created` is 0). */
    valid: v.number(),
    errors: v.array(ImportRowError),
  }),
});
export type ImportAnswer = v.InferOutput<typeof ImportAnswer>["data"];

/** The server's most rows in one request. */
export const IMPORT_MAX_ROWS = 5000;

export const importBooks = async (
  libraryId: number,
  rows: ImportBookRow[],
  dryRun: boolean,
  idempotencyKey: string,
): Promise<ImportAnswer> =>
  (
    await apiRequest(`libraries/${libraryId}/books/import`, ImportAnswer, {
      method: "post",
      json: { rows, dry_run: dryRun },
      idempotencyKey,
    })
  ).data;
