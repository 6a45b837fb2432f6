// If-None-Match compared weakly: a compressed answer's W/ tag still matches the strong one it came from.
import { describe, expect, it } from "vitest";
import { noneMatch } from "./etags";

describe("noneMatch", () => {
  it("matches a tag in its strong or weak form, in a list, or *", () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('"x", W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch("*", '"abc"')).toBe(true);
  });

  it("does not match another tag or no header", () => {
    expect(noneMatch('"abd"', '"abc"')).toBe(false);
    expect(noneMatch(undefined, '"abc"')).toBe(false);
    expect(noneMatch("", '"abc"')).toBe(false);
  });
});
