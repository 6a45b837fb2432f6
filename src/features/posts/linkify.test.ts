// Link detection in post text: http(s) and www. addresses become links, nothing else does.
import { describe, expect, it } from "vitest";
import { linkify, linkifyLine, linksIn, safeHref } from "./linkify";

describe("linkify", () => {
  it("splits a line into text and links, leaving sentence punctuation outside", () => {
    expect(linkifyLine("See https://example.org/a?b=1. Thanks")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("links www. addresses over https", () => {
    expect(linksIn("go to www.pathagar.org, now")).toEqual(["https://www.pathagar.org/"]);
  });

  it("keeps javascript:, data: and other schemes as plain text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "ftp://x.org",
    ]) {
      expect(linkifyLine(text)).toEqual([{ kind: "text", text }]);
    }
    expect(safeHref("javascript:alert(1)")).toBeNull();
  });

  it("keeps every line, including empty ones, and Bangla text around links", () => {
    const lines = linkify("প্রথম লাইন\n\nদেখুন https://youtu.be/dQw4w9WgXcQ।\r\nশেষ");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toEqual([]);
    expect(lines[2]).toEqual([
      { kind: "text", text: "দেখুন " },
      { kind: "link", text: "https://youtu.be/dQw4w9WgXcQ", href: "https://youtu.be/dQw4w9WgXcQ" },
      { kind: "text", text: "।" },
    ]);
  });
});
