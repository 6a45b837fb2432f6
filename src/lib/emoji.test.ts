import { describe, expect, it } from "vitest";
import { THUMBS_UP, THUMBS_UP_HTML, decodeEmojiHtml } from "./emoji";

describe("decodeEmojiHtml", () => {
  it("decodes decimal and hex codes, and sequences", () => {
    expect(decodeEmojiHtml(THUMBS_UP_HTML)).toBe(THUMBS_UP);
    expect(decodeEmojiHtml("&#x1F44D;")).toBe("👍");
    expect(decodeEmojiHtml("&#128104;&#8205;&#128105;&#8205;&#128103;")).toBe("👨‍👩‍👧");
    expect(decodeEmojiHtml(" &#10084; ")).toBe("❤");
  });

  it("refuses anything that is not only numeric codes", () => {
    expect(decodeEmojiHtml("<img src=x onerror=alert(1)>", "?")).toBe("?");
    expect(decodeEmojiHtml("&#128077;<b>", "?")).toBe("?");
    expect(decodeEmojiHtml("&amp;", "?")).toBe("?");
    expect(decodeEmojiHtml("&#128077", "?")).toBe("?");
    expect(decodeEmojiHtml("👍", "?")).toBe("?");
    expect(decodeEmojiHtml("&#55357;", "?")).toBe("?"); // lone surrogate
    expect(decodeEmojiHtml("&#1114112;", "?")).toBe("?"); // beyond Unicode
    expect(decodeEmojiHtml("&#0;", "?")).toBe("?");
    expect(decodeEmojiHtml(null)).toBe("");
    expect(decodeEmojiHtml("")).toBe("");
  });
});
