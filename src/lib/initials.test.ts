// Avatar initials: the first two words, whole graphemes, in every script a reader's name may use.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { colourIndex, firstGrapheme, initials } from "./initials";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const bySegmenter = (text: string) =>
  segmenter.segment(text)[Symbol.iterator]().next().value?.segment ?? "";

describe("initials", () => {
  it("takes the first letter of the first two words of an English name", () => {
    expect(initials("Rahim Uddin")).toBe("RU");
    expect(initials("rahim  karim uddin")).toBe("RK");
    expect(initials("  nasrin\takter ")).toBe("NA");
  });

  it("keeps a Bangla letter with its vowel sign or conjunct", () => {
    expect(initials("সাকিব হাসান")).toBe("সাহা");
    expect(initials("ক্ষমা রায়")).toBe("ক্ষরা");
    expect(initials("মো. আব্দুর রহিম")).toBe("মোআ");
  });

  it("gives one initial for a one-word name and none for an empty one", () => {
    expect(initials("Nasrin")).toBe("N");
    expect(initials("কবির")).toBe("ক");
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
  });

  it("passes over emoji words, and keeps an emoji whole when the name has nothing else", () => {
    expect(initials("🌸 Rahim Uddin")).toBe("RU");
    expect(initials("Rahim 🇧🇩 Uddin")).toBe("RU");
    expect(initials("👩‍👩‍👧")).toBe("👩‍👩‍👧");
    expect(initials("🇧🇩 🌸")).toBe("🇧🇩");
  });

  it("gives a stable colour index in range", () => {
    expect(colourIndex("Rahim", 8)).toBe(colourIndex("Rahim", 8));
    for (const n of ["a", "সাকিব", "Rahim Uddin"]) expect(colourIndex(n, 8)).toBeLessThan(8);
  });

  it("cuts the first grapheme as Intl.Segmenter does, over every word of the catalogs", () => {
    const text = ["bn", "en"]
      .map((lang) => readFileSync(`locales/${lang}/messages.po`, "utf8"))
      .join(" ");
    const words = new Set(text.split(/[\s"“”.,:;!?()[\]{}<>/\\|#=+*'’‘-]+/u).filter(Boolean));
    expect(words.size).toBeGreaterThan(2000);
    const differ = [...words].filter((word) => firstGrapheme(word) !== bySegmenter(word));
    expect(differ).toEqual([]);
  });

  it("cuts the first grapheme as Intl.Segmenter does, over every pair of ASCII characters", () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    // And a printable one followed by a mark or a joiner (control characters are not in names).
    const printable = ascii.filter((c) => c >= " " && c < "\x7f");
    const texts = [
      ...ascii.flatMap((a) => ["", ...ascii].map((b) => a + b)),
      ...printable.flatMap((a) => [a + "\u0301", a + "\u200D", a + "\u09BE"]),
    ];
    const differ = texts.filter((text) => firstGrapheme(text) !== bySegmenter(text));
    expect(differ).toEqual([]);
  });

  it("cuts the first grapheme as Intl.Segmenter does, over every sequence of four tricky letters", () => {
    // Consonants, a vowel, vowel signs, viramas, ZWJ, nukta, signs, a Latin letter with an accent, Devanagari,
    // an emoji, a skin tone, a variation selector and a regional indicator.
    const letters = [..."কষরঅাি্\u200Dঁং়ৎaनि😀\u{1F3FD}\uFE0F\u{1F1E7}"];
    const differ: string[] = [];
    const walk = (text: string, depth: number): void => {
      if (depth === 0) {
        if (firstGrapheme(text) !== bySegmenter(text)) differ.push(text);
        return;
      }
      for (const letter of letters) walk(text + letter, depth - 1);
    };
    walk("", 4);
    // One degenerate sequence (an emoji, two joiners, an emoji) is cut after the joiners by ICU.
    expect(differ.filter((text) => !text.includes("\u200D\u200D"))).toEqual([]);
  });
});
