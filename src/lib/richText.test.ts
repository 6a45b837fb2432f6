import { describe, expect, it } from "vitest";
import { richText } from "./richText";

describe("richText", () => {
  it("keeps plain text and turns newlines into breaks", () => {
    expect(richText("a\nb\r\n\nc")).toEqual([
      { kind: "text", text: "a" },
      { kind: "break" },
      { kind: "text", text: "b" },
      { kind: "break" },
      { kind: "break" },
      { kind: "text", text: "c" },
    ]);
    expect(richText(null)).toEqual([]);
  });

  it("links http(s) URLs and leaves sentence punctuation outside", () => {
    expect(richText("See https://example.com/a?b=1#c, then http://x.org.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1#c", href: "https://example.com/a?b=1#c" },
      { kind: "text", text: ", then " },
      { kind: "link", text: "http://x.org", href: "http://x.org/" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a closing bracket that belongs to the URL", () => {
    const pieces = richText("(https://en.wikipedia.org/wiki/Dhaka_(city))");
    expect(pieces[1]).toMatchObject({ text: "https://en.wikipedia.org/wiki/Dhaka_(city)" });
    expect(pieces[2]).toEqual({ kind: "text", text: ")" });
  });

  it("never links other schemes or markup", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "<a href='https://evil.example'>x</a>",
    ]) {
      const links = richText(text).filter((p) => p.kind === "link");
      for (const link of links) {
        expect(link.kind === "link" && link.href.startsWith("https://")).toBe(true);
        expect(link.kind === "link" && /[<>'"]/.test(link.href)).toBe(false);
      }
    }
    expect(richText("javascript:alert(1)")).toEqual([
      { kind: "text", text: "javascript:alert(1)" },
    ]);
  });

  it("links URLs inside Bangla text", () => {
    expect(richText("বই দেখুন https://pathagar.example/b/1 এখানে")).toEqual([
      { kind: "text", text: "বই দেখুন " },
      { kind: "link", text: "https://pathagar.example/b/1", href: "https://pathagar.example/b/1" },
      { kind: "text", text: " এখানে" },
    ]);
  });
});
