import { describe, expect, it } from "vitest";
import {
  batchItems,
  clampIndex,
  sheetBatches,
  sheetCount,
  sheetItems,
  SHEETS_PER_PRINT,
} from "./labelPaging";

const items = Array.from({ length: 5950 }, (_, i) => i);

describe("label paging", () => {
  it("counts A4 sheets, the last one short", () => {
    expect(sheetCount(0, 24)).toBe(0);
    expect(sheetCount(24, 24)).toBe(1);
    expect(sheetCount(25, 24)).toBe(2);
    expect(sheetCount(5950, 24)).toBe(248);
  });

  it("gives one sheet's items, nothing outside", () => {
    expect(sheetItems(items, 24, 0)).toEqual(items.slice(0, 24));
    expect(sheetItems(items, 24, 247)).toEqual(items.slice(5928));
    expect(sheetItems(items, 24, 247)).toHaveLength(22);
    expect(sheetItems(items, 24, 248)).toEqual([]);
    expect(sheetItems(items, 24, -1)).toEqual([]);
  });

  it("cuts the sheets into batches printed together, the last one short", () => {
    const batches = sheetBatches(248);
    expect(SHEETS_PER_PRINT).toBe(10);
    expect(batches).toHaveLength(25);
    expect(batches[0]).toEqual({ first: 0, last: 9 });
    expect(batches[24]).toEqual({ first: 240, last: 247 });
    expect(sheetBatches(0)).toEqual([]);
    expect(sheetBatches(3)).toEqual([{ first: 0, last: 2 }]);
    // Every sheet in exactly one batch.
    expect(batches.flatMap((b) => Array.from({ length: b.last - b.first + 1 }))).toHaveLength(248);
  });

  it("gives a batch's items: at most ten sheets of them", () => {
    const second = batchItems(items, 24, { first: 10, last: 19 });
    expect(second).toHaveLength(240);
    expect(second[0]).toBe(240);
    expect(batchItems(items, 24, { first: 240, last: 247 })).toEqual(items.slice(5760));
  });

  it("keeps a sheet number inside the sheets there are", () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });
});
