// A library's copies kept live in memory: read once, then patched by the changed rows alone, read again only
// after a change too wide to patch.
import { act, renderHook, waitFor } from "@testing-library/react";
import { RangeSet } from "dexie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeMirror } from "../db";
import { makeBook } from "../features/libraries/libraryTestKit.test-util";
import { useLibraryCopies } from "./deskLists";
import { changedKeys, placeRow } from "./liveSlice";
import { toBookRow } from "./screenPulls";
import { freshMirror } from "./testing";

afterEach(() => {
  vi.restoreAllMocks();
  closeMirror();
});

const copy = (id: number, title = `Book ${id}`, libraryId = 1) => ({
  ...toBookRow(makeBook(id, title)),
  libraryId,
});
/** Reads of a whole library's copies (by its code index; an update goes through `where` too). */
const wholeReads = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([index]) => index === "[libraryId+code]").length;
const codes = (rows: { code: string }[] | undefined) => rows?.map((r) => r.code);

describe("a library's copies, live", () => {
  it("is read once, then patched by the copies that change, added, moved away or deleted", async () => {
    const db = await freshMirror();
    await db.books.bulkPut([copy(10), copy(2), copy(7, "Elsewhere", 2)]);
    const reads = vi.spyOn(db.books, "where");
    const { result, unmount } = renderHook(() => useLibraryCopies(1));
    await waitFor(() => expect(codes(result.current)).toEqual(["B-0002", "B-0010"]));
    expect(wholeReads(reads)).toBe(1);
    const gets = vi.spyOn(db.books, "bulkGet");

    await act(() => db.books.put(copy(9)));
    await waitFor(() => expect(codes(result.current)).toEqual(["B-0002", "B-0009", "B-0010"]));
    await act(() => db.books.update(2, { title: "Renamed" }));
    await waitFor(() => expect(result.current?.[0]?.title).toBe("Renamed"));
    await act(() => db.books.update(10, { libraryId: 2 }));
    await waitFor(() => expect(codes(result.current)).toEqual(["B-0002", "B-0009"]));
    await act(() => db.books.delete(9));
    await waitFor(() => expect(codes(result.current)).toEqual(["B-0002"]));
    // A copy of another library changes nothing shown.
    await act(() => db.books.put(copy(30, "Other", 2)));
    await waitFor(() => expect(gets).toHaveBeenCalledTimes(5));
    expect(codes(result.current)).toEqual(["B-0002"]);

    expect(wholeReads(reads)).toBe(1);
    expect(gets.mock.calls.map(([keys]) => keys)).toEqual([[9], [2], [10], [9], [30]]);
    unmount();
  });

  it("reads the whole library again after a clear or a change of hundreds of copies", async () => {
    const db = await freshMirror();
    await db.books.bulkPut([copy(1), copy(2)]);
    const { result } = renderHook(() => useLibraryCopies(1));
    await waitFor(() => expect(result.current).toHaveLength(2));
    const reads = vi.spyOn(db.books, "where");

    await act(() => db.books.bulkPut(Array.from({ length: 300 }, (_, i) => copy(100 + i))));
    await waitFor(() => expect(result.current).toHaveLength(302));
    expect(wholeReads(reads)).toBe(1);
    await act(() => db.books.clear());
    await waitFor(() => expect(result.current).toEqual([]));
    expect(wholeReads(reads)).toBe(2);
  });

  it("is shared by the screens showing it and dropped when the last one leaves", async () => {
    const db = await freshMirror();
    await db.books.bulkPut([copy(1)]);
    const reads = vi.spyOn(db.books, "where");
    const first = renderHook(() => useLibraryCopies(1));
    const second = renderHook(() => useLibraryCopies(1));
    await waitFor(() => expect(second.result.current).toHaveLength(1));
    expect(first.result.current).toBe(second.result.current);
    expect(wholeReads(reads)).toBe(1);
    first.unmount();
    second.unmount();
    const third = renderHook(() => useLibraryCopies(1));
    await waitFor(() => expect(wholeReads(reads)).toBe(2));
    await waitFor(() => expect(third.result.current).toHaveLength(1));
    third.unmount();
  });
});

describe("what a change names", () => {
  it("lists single keys, and gives up on ranges or too many keys", () => {
    expect(changedKeys(undefined)).toEqual([]);
    expect(changedKeys(new RangeSet().addKeys([3, 1, 2]))?.sort()).toEqual([1, 2, 3]);
    expect(changedKeys(new RangeSet(1, 5))).toBeNull();
    expect(
      changedKeys(new RangeSet().addKeys(Array.from({ length: 201 }, (_, i) => i))),
    ).toBeNull();
  });

  it("places a row by order, replacing the one with its key", () => {
    const spec = { keyOf: (n: number) => n % 100, order: (a: number, b: number) => a - b };
    expect(placeRow([1, 5, 9], 7, 7, spec)).toEqual([1, 5, 7, 9]);
    expect(placeRow([1, 5, 9], 105, 5, spec)).toEqual([1, 9, 105]);
    expect(placeRow([1, 5, 9], undefined, 5, spec)).toEqual([1, 9]);
  });
});
