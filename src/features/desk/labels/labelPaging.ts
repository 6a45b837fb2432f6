// Thousands of labels a few sheets at a time: how many A4 sheets, which items one sheet holds, and the batches
// of sheets printed together (the page never draws more than one batch).

/** Sheets printed together: ten A4 pages a print, so a phone draws at most one batch of QR codes. */
export const SHEETS_PER_PRINT = 10;

/** A4 sheets `count` items fill at `perSheet` a sheet. */
export const sheetCount = (count: number, perSheet: number): number => Math.ceil(count / perSheet);

/** The items of sheet `index` (0-based; out of range gives []). */
export function sheetItems<T>(items: T[], perSheet: number, index: number): T[] {
  if (index < 0) return [];
  return items.slice(index * perSheet, (index + 1) * perSheet);
}

/** A run of sheets printed together, 0-based and inclusive. */
export interface SheetBatch {
  first: number;
  last: number;
}

/** `sheets` sheets in batches of `size` (the last may be short). */
export function sheetBatches(sheets: number, size = SHEETS_PER_PRINT): SheetBatch[] {
  const out: SheetBatch[] = [];
  for (let first = 0; first < sheets; first += size) {
    out.push({ first, last: Math.min(first + size, sheets) - 1 });
  }
  return out;
}

/** The items a batch of sheets holds, in order. */
export const batchItems = <T>(items: T[], perSheet: number, batch: SheetBatch): T[] =>
  items.slice(batch.first * perSheet, (batch.last + 1) * perSheet);

/** `index` kept inside 0…count-1 (0 when there is nothing). */
export const clampIndex = (index: number, count: number): number =>
  Math.max(0, Math.min(index, count - 1));
