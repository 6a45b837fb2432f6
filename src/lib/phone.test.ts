import { describe, expect, it } from "vitest";
import {
  bdMobilePrefix,
  formatBdMobile,
  isBdMobile,
  isPhoneLike,
  isValidPhone,
  looksLikeMobile,
  normaliseBdMobile,
} from "./phone";

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
  it.each([
    ["01711000777", "+8801711000777"],
    ["+880 1711-000777", "+8801711000777"],
    ["8801711000777", "+8801711000777"],
    ["০১৭১১০০০৭৭৭", "+8801711000777"],
    ["01711000", "+8801711000"],
    ["(0171) 100-07", "+88017110007"],
  ])("reads %s as the mobile start %s", (typed, prefix) =>
    expect(bdMobilePrefix(typed)).toBe(prefix),
  );
  it.each(["0171100", "01211000777", "017110007771", "+447700900123", "Rahim", "017%", ""])(
    "refuses %s as a mobile start",
    (typed) => expect(bdMobilePrefix(typed)).toBeNull(),
  );
  it("tells a typed mobile from a name", () => {
    expect(looksLikeMobile("01711")).toBe(true);
    expect(looksLikeMobile("+880 1711")).toBe(true);
    expect(looksLikeMobile("০১৭১১")).toBe(true);
    expect(looksLikeMobile("Rahim")).toBe(false);
    expect(looksLikeMobile("Rahim 2")).toBe(false);
    expect(looksLikeMobile("12")).toBe(false);
  });
});
