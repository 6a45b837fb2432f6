import { describe, expect, it } from "vitest";
import { colourIndex, initials } from "./initials";

describe("initials", () => {
  it("takes first and last word", () => {
    expect(initials("rahim  karim uddin")).toBe("RU");
    expect(initials("Nasrin")).toBe("N");
    expect(initials("   ")).toBe("");
  });
  it("keeps Bangla graphemes whole", () => {
    expect(initials("সাকিব হাসান")).toBe("সাহা");
    expect(initials("ক্ষমা")).toBe("ক্ষ");
  });
  it("gives a stable colour index in range", () => {
    expect(colourIndex("Rahim", 8)).toBe(colourIndex("Rahim", 8));
    for (const n of ["a", "সাকিব", "Rahim Uddin"]) expect(colourIndex(n, 8)).toBeLessThan(8);
  });
});
