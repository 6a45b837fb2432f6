// The catalogue import's calls (online only): one batch of rows checked or written by the server, and
// afterwards the library's copies pulled into the mirror so that the new ones are on the device.
import { importBooks, type ImportAnswer, type ImportBookRow } from "../api/bookImport";
import { mirrorLibraryCatalogue } from "./catalogue";

export type { ImportAnswer, ImportBookRow, ImportRowError } from "../api/bookImport";
export { IMPORT_MAX_ROWS } from "../api/bookImport";

/** Sends one batch; the same `key` for a batch sent again makes the server store it once. */
export const sendImportBatch = (
  libraryId: number,
  rows: ImportBookRow[],
  dryRun: boolean,
  key: string,
): Promise<ImportAnswer> => importBooks(libraryId, rows, dryRun, key);

/** Pulls the library's books and members again, so that imported copies are on the device. */
export const pullImportedCopies = (libraryId: number): Promise<void> =>
  mirrorLibraryCatalogue(libraryId);
