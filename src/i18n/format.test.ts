// Dates and relative times follow the active language (Bangla digits and words in bn).
import { i18n } from "@lingui/core";
import { formatDate, formatRelative } from "./format";

function use(locale: "en" | "bn") {
  i18n.loadAndActivate({ locale, messages: {} });
}

describe("formatDate and formatRelative", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it("formats a relative time in English", () => {
    use("en");
    expect(formatRelative(new Date("2026-03-10T09:00:00Z"), now)).toBe("3 hours ago");
    expect(formatRelative(new Date("2026-03-12T12:00:00Z"), now)).toBe("in 2 days");
    expect(formatRelative("not a date", now)).toBe("");
  });

  it("uses Bangla digits in bn", () => {
    use("bn");
    expect(formatRelative(new Date("2026-03-10T09:00:00Z"), now)).toMatch(/৩/);
    expect(formatDate(now, { year: "numeric" })).toBe("২০২৬");
  });
});
