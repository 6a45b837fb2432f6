import { describe, expect, it } from "vitest";
import { pageItems } from "./paginator";

const show = (c: number, l: number) =>
  pageItems(c, l)
    .map((i) => (i.kind === "page" ? String(i.page) : "…"))
    .join(" ");

describe("pageItems", () => {
  it("lists every page when few", () => {
    expect(show(1, 1)).toBe("1");
    expect(show(2, 4)).toBe("1 2 3 4");
  });
  it("puts ellipses around the window", () => {
    expect(show(10, 20)).toBe("1 … 9 10 11 … 20");
    expect(show(1, 20)).toBe("1 2 … 20");
    expect(show(20, 20)).toBe("1 … 19 20");
  });
  it("fills a one-page gap with the page instead of an ellipsis", () => {
    expect(show(4, 10)).toBe("1 2 3 4 5 … 10");
  });
  it("clamps the current page and handles no pages", () => {
    expect(show(99, 3)).toBe("1 2 3");
    expect(pageItems(1, 0)).toEqual([]);
  });
});
