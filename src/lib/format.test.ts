import { afterEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../test/render";
import { formatBdt, formatCount, formatCountdown, formatNumber } from "./format";

afterEach(() => activateTestLocale("en"));

describe("format", () => {
  it("formats taka, countdowns and counts in English", () => {
    activateTestLocale("en");
    expect(formatBdt(500)).toMatch(/^BDT\s?500$/);
    expect(formatBdt(99.5)).toMatch(/99\.50$/);
    expect(formatCountdown(30)).toBe("0:30");
    expect(formatCountdown(65.2)).toBe("1:06");
    expect(formatCountdown(-3)).toBe("0:00");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1.2k");
    expect(formatNumber(2800)).toBe("2,800");
  });

  it("uses Bangla digits in Bangla", () => {
    activateTestLocale("bn");
    expect(formatBdt(1000)).toContain("১,০০০");
    expect(formatBdt(1000)).toContain("৳");
    expect(formatCountdown(30)).toBe("০:৩০");
    expect(formatCount(45)).toBe("৪৫");
  });
});
