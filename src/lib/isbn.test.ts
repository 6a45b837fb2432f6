// The ISBN rules: what normalises to what, which checksums pass, and the ISBN-13 each ISBN stands for.
import { describe, expect, it } from "vitest";
import { isValidIsbn, normaliseIsbn, toIsbn13 } from "./isbn";

describe("isbn", () => {
  it.each([
    ["978-0-306-40615-7", "9780306406157"],
    ["978 0 306 40615 7", "9780306406157"],
    ["ISBN-13: 978-0-306-40615-7", "9780306406157"],
    ["0-8044-2957-x", "080442957X"],
    [" 984-8765-29-1 ", "9848765291"],
  ])("normalises %s to %s", (raw, digits) => expect(normaliseIsbn(raw)).toBe(digits));

  it.each([
    // raw, valid, ISBN-13
    ["9780306406157", true, "9780306406157"],
    ["978-0-306-40615-7", true, "9780306406157"],
    ["0306406152", true, "9780306406157"],
    ["0-306-40615-2", true, "9780306406157"],
    ["080442957X", true, "9780804429573"],
    ["0-8044-2957-x", true, "9780804429573"],
    ["ISBN 0-306-40615-2", true, "9780306406157"],
    ["9791090636071", true, "9791090636071"],
    ["978-984-90666-1-3", true, "9789849066613"], // a Bangladeshi (984) ISBN,
    ["9780306406158", false, null], // wrong check digit
    ["0306406153", false, null], // wrong check digit
    ["X306406152", false, null], // X only as an ISBN-10's check digit
    ["9770306406156", false, null], // an EAN-13 that is no book (977 = serials)
    ["97803064061", false, null], // 11 digits
    ["", false, null],
    ["978-0-306-40615-7a", false, null], // letters are not an ISBN
    ["abc", false, null],
    ["9780306406157X", false, null],
  ])("%s is valid: %s, ISBN-13 %s", (raw, valid, isbn13) => {
    expect(isValidIsbn(raw)).toBe(valid);
    expect(toIsbn13(raw)).toBe(isbn13);
  });
});
