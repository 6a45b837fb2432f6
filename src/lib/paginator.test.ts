import { describe, expect, it } from "vitest";
import { pageItems } from "./paginator";

const show = (c: number, l: number) =>
  pageItems(c, l)
    .map((i) => (i.kind === "page" ? String(i.page) : "…"))
    .join(" ");

const range = (a: number, b: number) =>
  Array.from({ length: b - a + 1 }, (_, i) => String(a + i)).join(" ");

describe("pageItems (SPEC §9)", () => {
  it("lists up to 13 pages in full, wherever the current page is", () => {
    expect(show(1, 1)).toBe("1");
    expect(show(2, 4)).toBe("1 2 3 4");
    expect(show(1, 13)).toBe(range(1, 13));
    expect(show(7, 13)).toBe(range(1, 13));
    expect(show(13, 13)).toBe(range(1, 13));
  });

  it("from 14 pages: the first 10, then the last 2, near the start", () => {
    expect(show(1, 14)).toBe(`${range(1, 10)} … 13 14`);
    expect(show(1, 50)).toBe(`${range(1, 10)} … 49 50`);
    expect(show(7, 50)).toBe(`${range(1, 10)} … 49 50`);
  });

  it("a window of current ± 3 joins the first 10 when it touches them", () => {
    expect(show(13, 50)).toBe(`${range(1, 16)} … 49 50`);
    // 11 would be the only page in the gap: it is shown instead of an ellipsis
    expect(show(15, 50)).toBe(`${range(1, 18)} … 49 50`);
  });

  it("puts gaps either side of the window in the middle", () => {
    expect(show(25, 50)).toBe(`${range(1, 10)} … ${range(22, 28)} … 49 50`);
    expect(show(16, 50)).toBe(`${range(1, 10)} … ${range(13, 19)} … 49 50`);
  });

  it("near the end the window meets the last pages", () => {
    expect(show(50, 50)).toBe(`${range(1, 10)} … ${range(47, 50)}`);
    expect(show(46, 50)).toBe(`${range(1, 10)} … ${range(43, 50)}`);
    expect(show(14, 14)).toBe(range(1, 14));
  });

  it("clamps the current page and handles no pages", () => {
    expect(show(99, 3)).toBe("1 2 3");
    expect(show(-5, 3)).toBe("1 2 3");
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });

  it("gives every ellipsis a distinct key", () => {
    const keys = pageItems(25, 50).flatMap((i) => (i.kind === "ellipsis" ? [i.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});
