// Dates and relative times follow the active language (Bangla digits and words in bn).
import { i18n } from "@lingui/core";
import { formatDate, formatNumber, formatRelative } from "./format";

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

describe("formatters are kept per language and options", () => {
  it("switches with the language and keeps options apart", () => {
    use("en");
    expect(formatNumber(1234.5, { maximumFractionDigits: 0 })).toBe("1,235");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    use("bn");
    expect(formatNumber(1234.5, { maximumFractionDigits: 0 })).toBe("১,২৩৫");
    use("en");
    expect(formatNumber(1234.5, { maximumFractionDigits: 0 })).toBe("1,235");
  });

  it("makes one formatter per language and options, however often it formats", () => {
    use("en");
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      for (let i = 0; i < 50; i++) formatNumber(i, { minimumIntegerDigits: 3 });
      expect(formatNumber(7, { minimumIntegerDigits: 3 })).toBe("007");
    } finally {
      Intl.NumberFormat = Real;
    }
    expect(made).toBe(1);
  });
});
