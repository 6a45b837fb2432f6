import { afterEach, describe, expect, it } from "vitest";
import { Dexie } from "dexie";
import { closeMirror, openMirror, userDbName } from "../db";
import { markLabelsPrinted, printedCodes, unmarkLabelsPrinted } from "./printedLabels";

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
