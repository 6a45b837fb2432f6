import { describe, expect, it } from "vitest";
import type { BookRow } from "../../../db";
import { copyRow } from "../copyRow.test-util";
import { chooseCopies, compareCodes, sheets, shelvesOf, startOfDay } from "./chooseCopies";

const copy = (id: number, code: string, shelf: string | null = "1"): BookRow =>
  copyRow({ id, code, shelf, title: `Book ${id}` });

const copies = [
  copy(1, "AP-00009", "2"),
  copy(2, "AP-00010", "10"),
  copy(3, "AP-00011", "2"),
  copy(4, "AP-00100", null),
  copyRow({ id: 5, code: "AP-00012", shelf: "2", status: "withdrawn" }),
];
const codes = (rows: BookRow[]) => rows.map((r) => r.code);

describe("chooseCopies", () => {
  it("takes all, one shelf, or the ticked ones", () => {
    expect(codes(chooseCopies(copies, { kind: "all" }))).toHaveLength(4);
    expect(codes(chooseCopies(copies, { kind: "shelf", shelf: "2" }))).toEqual([
      "AP-00009",
      "AP-00011",
    ]);
    expect(codes(chooseCopies(copies, { kind: "shelf", shelf: "" }))).toEqual(["AP-00100"]);
    expect(codes(chooseCopies(copies, { kind: "selected", ids: [4, 2] }))).toEqual([
      "AP-00010",
      "AP-00100",
    ]);
  });

  it("takes a range of codes as people read them, either end open, case ignored", () => {
    expect(
      codes(chooseCopies(copies, { kind: "range", from: "ap-00010", to: "AP-00011" })),
    ).toEqual(["AP-00010", "AP-00011"]);
    expect(codes(chooseCopies(copies, { kind: "range", from: "AP-00011", to: "" }))).toEqual([
      "AP-00011",
      "AP-00100",
    ]);
    expect(chooseCopies(copies, { kind: "range", from: " ", to: "" })).toEqual([]);
  });

  it("orders codes and shelves numerically and cuts sheets", () => {
    expect(compareCodes("AP-9", "AP-10")).toBeLessThan(0);
    expect(shelvesOf(copies)).toEqual(["", "2", "10"]);
    expect(sheets([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe("chooseCopies: not printed yet and added today", () => {
  const todayStart = startOfDay(new Date(2026, 10, 29, 15, 30));
  const dated = [
    copyRow({ id: 1, code: "AP-00001", createdAt: new Date(2026, 10, 28, 23, 59).toISOString() }),
    copyRow({ id: 2, code: "AP-00002", createdAt: new Date(2026, 10, 29, 0, 0).toISOString() }),
    copyRow({ id: 3, code: "AP-00003" }),
    copyRow({ id: "tmp-4", code: "AP-00004" }),
    copyRow({
      id: 5,
      code: "AP-00005",
      status: "withdrawn",
      createdAt: new Date(2026, 10, 29, 9).toISOString(),
    }),
  ];

  it("leaves out the codes printed on this device, and withdrawn copies", () => {
    const printed = new Set(["AP-00002", "AP-00003"]);
    expect(codes(chooseCopies(dated, { kind: "unprinted" }, { printed, todayStart }))).toEqual([
      "AP-00001",
      "AP-00004",
    ]);
    // Nothing printed yet: every copy still in the library.
    expect(
      chooseCopies(dated, { kind: "unprinted" }, { printed: new Set(), todayStart }),
    ).toHaveLength(4);
  });

  it("takes copies added since the local day began, and those added here and not sent yet", () => {
    expect(
      codes(chooseCopies(dated, { kind: "today" }, { printed: new Set(), todayStart })),
    ).toEqual(["AP-00002", "AP-00004"]);
    expect(todayStart).toBe(new Date(2026, 10, 29).getTime());
  });
});
