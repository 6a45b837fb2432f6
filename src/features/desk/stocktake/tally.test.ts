// Stock-taking's arithmetic: reads matched to copies by code, counts per shelf, and the reads not expected.
import { describe, expect, it } from "vitest";
import { copyRow } from "../copyRow.test-util";
import { newStocktake, withoutRead, withRead, type Stocktake } from "../../../sync/deskStocktake";
import { codeReader, tallyStocktake } from "./tally";

const copies = [
  copyRow({ id: 1, code: "AP-00001", shelf: "A-01" }),
  copyRow({ id: 2, code: "AP-00002", shelf: "A-01" }),
  copyRow({ id: 3, code: "AP-00003", shelf: "B-02" }),
  copyRow({ id: 4, code: "AP-00004", shelf: "A-01", status: "on_loan" }),
  copyRow({
    id: 5,
    code: "AP-00005",
    shelf: "A-01",
    status: "withdrawn",
    withdrawn: { reason: "lost", note: null, at: "2026-01-01T00:00:00.000Z" },
  }),
  copyRow({ id: 6, code: "AP-00006", shelf: "A-01" }),
  copyRow({ id: 7, code: "AP-00007", shelf: null }),
];
const now = new Date("2026-11-26T10:00:00.000Z");

const reading = (codes: string[], shelf: string | null = null): Stocktake =>
  codes.reduce((take, code) => withRead(take, code, now), newStocktake(now, shelf));

describe("withRead", () => {
  it("keeps each code once, trimmed and in upper case, in the order first read", () => {
    const take = reading([" ap-00002 ", "AP-00001", "AP-00002", "  "]);
    expect(take.reads.map((r) => r.code)).toEqual(["AP-00002", "AP-00001"]);
    expect(take.reads[0]!.at).toBe(now.toISOString());
  });

  it("reads Bangla digits as ASCII", () => {
    expect(reading(["AP-০০০০১"]).reads[0]!.code).toBe("AP-00001");
  });
});

describe("withoutRead", () => {
  it("takes a code out however it is typed, and keeps the others in their order", () => {
    const take = reading(["AP-00001", "AP-00002", "AP-00003"]);
    expect(withoutRead(take, " ap-০০০০২ ").reads.map((r) => r.code)).toEqual([
      "AP-00001",
      "AP-00003",
    ]);
    expect(take.reads).toHaveLength(3);
  });

  it("leaves the count as it is for a code not in it", () => {
    const take = reading(["AP-00001"]);
    expect(withoutRead(take, "AP-00009")).toBe(take);
  });
});

describe("tallyStocktake", () => {
  it("counts every shelf's copies that are neither lent nor withdrawn, and those seen", () => {
    const tally = tallyStocktake(copies, new Set(), reading(["ap-00001", "AP-00003"]));
    expect(tally.expected.map((c) => c.id)).toEqual([1, 2, 3, 6, 7]);
    expect(tally.seen.map((c) => c.code)).toEqual(["AP-00003", "AP-00001"]);
    expect(tally.missing.map((c) => c.code)).toEqual(["AP-00002", "AP-00006", "AP-00007"]);
    expect(tally.unexpected).toEqual([]);
  });

  it("lists unknown, lent and withdrawn codes apart, newest first", () => {
    const tally = tallyStocktake(copies, new Set(), reading(["XY-1", "AP-00004", "AP-00005"]));
    expect(tally.unexpected.map((u) => [u.code, u.why, u.copy?.id])).toEqual([
      ["AP-00005", "withdrawn", 5],
      ["AP-00004", "on_loan", 4],
      ["XY-1", "unknown", undefined],
    ]);
    expect(tally.seen).toHaveLength(0);
  });

  it("takes a copy with an open loan on the device as lent", () => {
    const tally = tallyStocktake(copies, new Set([2]), reading(["AP-00002"]));
    expect(tally.expected.map((c) => c.id)).not.toContain(2);
    expect(tally.unexpected).toMatchObject([{ code: "AP-00002", why: "on_loan" }]);
  });

  it("narrows to one shelf: a copy of another shelf is a read out of place", () => {
    const tally = tallyStocktake(copies, new Set(), reading(["AP-00001", "AP-00003"], "A-01"));
    expect(tally.expected.map((c) => c.id)).toEqual([1, 2, 6]);
    expect(tally.seen).toHaveLength(1);
    expect(tally.missing.map((c) => c.id)).toEqual([2, 6]);
    expect(tally.unexpected).toMatchObject([{ code: "AP-00003", why: "other_shelf" }]);
  });

  it("counts the copies with no shelf as their own shelf", () => {
    const tally = tallyStocktake(copies, new Set(), reading(["AP-00007"], ""));
    expect(tally.expected.map((c) => c.id)).toEqual([7]);
    expect(tally.seen).toHaveLength(1);
    expect(tally.missing).toEqual([]);
  });
});

describe("codeReader", () => {
  it("says what one code is to the count", () => {
    const reader = codeReader(copies, new Set(), "A-01");
    expect(reader.verdict(" ap-00002")).toMatchObject({ why: "counted", copy: { id: 2 } });
    expect(reader.verdict("AP-00003")).toMatchObject({ why: "other_shelf", copy: { id: 3 } });
    expect(reader.verdict("9789843380135")).toEqual({ code: "9789843380135", why: "unknown" });
  });
});
