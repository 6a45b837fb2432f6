import { afterEach, describe, expect, it } from "vitest";
import { Dexie } from "dexie";
import { closeMirror, openMirror, userDbName, type BookRow } from "../db";
import { copyRow } from "../features/desk/copyRow.test-util";
import {
  firstCopiesNotPrinted,
  forgetPrinted,
  markLabelsPrinted,
  markPrinted,
  printedCodes,
  unmarkLabelsPrinted,
} from "./printedLabels";

const USER = 451;

afterEach(async () => {
  closeMirror();
  await Dexie.delete(userDbName(USER));
});

describe("printed labels", () => {
  it("remembers the codes printed per library, and forgets them when asked", async () => {
    expect(await printedCodes(1)).toEqual(new Set());
    const db = openMirror(USER);
    await markLabelsPrinted(1, ["AP-00001", "AP-00002"]);
    await markLabelsPrinted(2, ["AP-00001"]);
    // Printing again only refreshes the date.
    await markLabelsPrinted(1, ["AP-00002"]);
    expect(await printedCodes(1)).toEqual(new Set(["AP-00001", "AP-00002"]));
    expect(await printedCodes(2)).toEqual(new Set(["AP-00001"]));
    expect(await db.printedLabels.count()).toBe(3);
    const row = await db.printedLabels.get([1, "AP-00002"]);
    expect(Date.parse(row!.printedAt)).toBeGreaterThan(0);
    await unmarkLabelsPrinted(1, ["AP-00001"]);
    expect(await printedCodes(1)).toEqual(new Set(["AP-00002"]));
  });
});

describe("taking back a printed batch", () => {
  it("makes the batch's new codes not printed again, and keeps the earlier marks as they were", async () => {
    const db = openMirror(USER);
    await db.printedLabels.put({
      libraryId: 1,
      code: "AP-00002",
      printedAt: "2026-11-01T00:00:00.000Z",
    });
    const undo = await markLabelsPrinted(1, ["AP-00001", "AP-00002", "AP-00003"]);
    expect(await printedCodes(1)).toEqual(new Set(["AP-00001", "AP-00002", "AP-00003"]));
    await undo();
    expect(await printedCodes(1)).toEqual(new Set(["AP-00002"]));
    expect((await db.printedLabels.get([1, "AP-00002"]))?.printedAt).toBe(
      "2026-11-01T00:00:00.000Z",
    );
  });

  it("takes back thousands of member cards at once, leaving the labels alone", async () => {
    openMirror(USER);
    const codes = Array.from({ length: 5000 }, (_, i) => `M-${String(i + 1).padStart(5, "0")}`);
    await markLabelsPrinted(1, ["M-00001"]);
    const undo = await markPrinted(1, codes, "cards");
    expect((await printedCodes(1, "cards")).size).toBe(5000);
    expect(await printedCodes(1, "labels")).toEqual(new Set(["M-00001"]));
    await undo();
    expect(await printedCodes(1, "cards")).toEqual(new Set());
    expect(await printedCodes(1, "labels")).toEqual(new Set(["M-00001"]));
  });
});

describe("forgetting what was printed", () => {
  it("forgets one library's labels or cards, not the other kind nor other libraries", async () => {
    openMirror(USER);
    await markLabelsPrinted(1, ["AP-00001", "AP-00002"]);
    await markLabelsPrinted(2, ["AP-00001"]);
    await markPrinted(1, ["M-0001"], "cards");
    expect(await forgetPrinted(1, "labels")).toBe(2);
    expect(await printedCodes(1)).toEqual(new Set());
    expect(await printedCodes(2)).toEqual(new Set(["AP-00001"]));
    expect(await printedCodes(1, "cards")).toEqual(new Set(["M-0001"]));
    expect(await forgetPrinted(1, "cards")).toBe(1);
    expect(await printedCodes(1, "cards")).toEqual(new Set());
  });
});

describe("the first sheet not printed yet", () => {
  it("reads the first copies in code order that are neither printed nor withdrawn, this library's only", async () => {
    const db = openMirror(USER);
    const copy = (id: number, libraryId: number, code: string, status = "available") =>
      ({ ...copyRow({ id, libraryId, code }), status }) as BookRow;
    await db.books.bulkPut([
      copy(1, 1, "AP-00003"),
      copy(2, 1, "AP-00001"),
      copy(3, 1, "AP-00002", "withdrawn"),
      copy(4, 1, "AP-00004"),
      copy(5, 1, "AP-00005"),
      copy(6, 2, "AP-00000"),
    ]);
    await markLabelsPrinted(1, ["AP-00001"]);
    const codes = (rows: BookRow[]) => rows.map((r) => r.code);
    expect(codes(await firstCopiesNotPrinted(1, 2))).toEqual(["AP-00003", "AP-00004"]);
    expect(codes(await firstCopiesNotPrinted(1, 24))).toEqual(["AP-00003", "AP-00004", "AP-00005"]);
  });
});
