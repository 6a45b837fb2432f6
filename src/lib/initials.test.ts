// Avatar initials: the first two words, whole graphemes, in every script a reader's name may use.
import { describe, expect, it } from "vitest";
import { colourIndex, initials } from "./initials";

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
});
