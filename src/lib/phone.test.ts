import { describe, expect, it } from "vitest";
import { formatBdMobile, isBdMobile, isPhoneLike, isValidPhone, normaliseBdMobile } from "./phone";

describe("phone", () => {
  it("tells phone usernames from emails", () => {
    expect(isPhoneLike("01712-345 678")).toBe(true);
    expect(isPhoneLike("+8801712345678")).toBe(true);
    expect(isPhoneLike("a@b.com")).toBe(false);
    expect(isPhoneLike(" - ")).toBe(false);
  });
  it.each(["01712345678", "+8801712345678", "8801712345678", "1712345678", "01712-345,678"])(
    "normalises %s",
    (v) => expect(normaliseBdMobile(v)).toBe("+8801712345678"),
  );
  it("validates", () => {
    expect(isValidPhone("+8801712345678")).toBe(true);
    expect(isValidPhone("8801712345678")).toBe(false);
    expect(isValidPhone("+12345")).toBe(false);
    expect(isBdMobile("01712345678")).toBe(true);
    expect(isBdMobile("0171234")).toBe(false);
  });
  it("formats for display", () => {
    expect(formatBdMobile("+8801712345678")).toMatch(/^01712[- ]?345678$/);
    expect(formatBdMobile("abc")).toBe("abc");
  });
});
