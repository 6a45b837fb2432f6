import { afterEach, describe, expect, it } from "vitest";
import { Dexie } from "dexie";
import { closeMirror, openMirror, userDbName, type BookRow } from "../db";
import { copyRow } from "../features/desk/copyRow.test-util";
import {
  firstCopiesNotPrinted,
  markLabelsPrinted,
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
