// Fees in Taka and start dates follow the active language (Bangla digits in bn).
import { afterEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../../test/render";
import { formatStart, formatTaka } from "./format";

afterEach(() => activateTestLocale("en"));

describe("course formatting", () => {
  it("shows Taka with the taka sign and no decimals", () => {
    activateTestLocale("en");
    expect(formatTaka(4500)).toBe("৳4,500");
    activateTestLocale("bn");
    expect(formatTaka(4500)).toMatch(/^৳?৪,৫০০৳?$/);
  });

  it("gives the start date and how far away it is, in Bangla digits in bn", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    activateTestLocale("en");
    expect(formatStart("2026-11-26T10:00:00Z", now)).toEqual({
      date: "26 November 2026",
      relative: "in 3 days",
    });
    activateTestLocale("bn");
    const bn = formatStart("2026-11-26T10:00:00Z", now)!;
    expect(bn.date).toMatch(/২৬/);
    expect(bn.date).not.toMatch(/[0-9]/);
    expect(bn.relative).toMatch(/৩/);
    expect(formatStart(null)).toBeNull();
  });
});
