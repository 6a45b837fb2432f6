// Like emoji codes become characters without HTML parsing; anything odd falls back to thumbs-up.
import { describe, expect, it } from "vitest";
import { emojiText } from "./emojiText";

describe("emojiText", () => {
  it.each([
    ["&#128077;", "👍"],
    ["&#x1F44D;", "👍"],
    ["&#10084;", "❤"],
    ["<img src=x onerror=alert(1)>", "👍"],
    ["&#0;", "👍"],
    ["&#55357;", "👍"],
    ["&#99999999;", "👍"],
    [null, "👍"],
  ])("%s → %s", (code, text) => {
    expect(emojiText(code)).toBe(text);
  });
});
