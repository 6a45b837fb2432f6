// ISBN rules: the checksums of both lengths, hyphens ignored, ISBN-10 → ISBN-13.
import { describe, expect, it } from "vitest";
import { isValidIsbn, normaliseIsbn, toIsbn13 } from "./isbn";

describe("isbn", () => {
  it.each([
    ["978-984-8765-08-1", true],
    ["9789848765081", true],
    ["9789848765082", false],
    ["0-306-40615-2", true],
    ["0306406153", false],
    ["0-8044-2957-X", true],
    ["080442957x", true],
    ["979-10-90636-07-1", true],
    ["977-10-90636-07-1", false],
    ["12345", false],
    ["", false],
    ["X306406152", false],
  ])("%s is valid: %s", (raw, valid) => {
    expect(isValidIsbn(raw)).toBe(valid);
  });

  it("keeps digits and a final X only", () => {
    expect(normaliseIsbn(" 0-8044-2957-x ")).toBe("080442957X");
    expect(normaliseIsbn("ISBN 978 984 8765 08 1")).toBe("9789848765081");
  });

  it("gives ISBN-13 for both lengths and null for invalid ones", () => {
    expect(toIsbn13("0-306-40615-2")).toBe("9780306406157");
    expect(toIsbn13("0-8044-2957-X")).toBe("9780804429573");
    expect(toIsbn13("978-984-8765-08-1")).toBe("9789848765081");
    expect(toIsbn13("0306406153")).toBeNull();
    expect(toIsbn13("9789848765082")).toBeNull();
  });
});
