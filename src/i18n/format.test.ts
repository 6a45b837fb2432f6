// Dates and relative times follow the active language (Bangla digits and words in bn).
import { i18n } from "@lingui/core";
import { formatDate, formatNumber, formatRelative } from "./format";
import { INTL_LOCALE, LOCALES } from "./locales";
import { addRelativeWords, relativeTime } from "./relative-time";
import { BN_RELATIVE } from "./relative-time-bn";

function use(locale: "en" | "bn") {
  i18n.loadAndActivate({ locale, messages: {} });
}

/** How many Intl.NumberFormat objects `run` makes. */
function countNumberFormats(run: () => void): number {
  const Real = Intl.NumberFormat;
  let made = 0;
  Intl.NumberFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made++;
    }
  } as typeof Intl.NumberFormat;
  try {
    run();
  } finally {
    Intl.NumberFormat = Real;
  }
  return made;
}

describe("formatDate and formatRelative", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it("formats a relative time in English", () => {
    use("en");
    expect(formatRelative(new Date("2026-03-10T09:00:00Z"), now)).toBe("3 hours ago");
    expect(formatRelative(new Date("2026-03-12T12:00:00Z"), now)).toBe("in 2 days");
    expect(formatRelative(new Date("2026-03-10T11:59:15Z"), now)).toBe("45 seconds ago");
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
    const made = countNumberFormats(() => {
      for (let i = 0; i < 50; i++) formatNumber(i, { minimumIntegerDigits: 3 });
      expect(formatNumber(7, { minimumIntegerDigits: 3 })).toBe("007");
    });
    expect(made).toBe(1);
  });
});

describe("whole numbers", () => {
  /** Every number up to 1,100, each power of ten and its neighbours, and a spread up to the largest safe integer. */
  const values = [...Array(1101).keys()];
  for (let p = 1; p <= 15; p++) values.push(10 ** p - 1, 10 ** p, 10 ** p + 1, 2 * 10 ** p);
  let x = 7;
  for (let i = 0; i < 2000; i++) {
    x = (x * 48271) % 2147483647;
    values.push(Math.floor((x / 2147483647) * 10 ** (1 + (i % 16))));
  }
  values.push(Number.MAX_SAFE_INTEGER);

  it.each(LOCALES)("are written in %s exactly as Intl writes them, grouped or not", (locale) => {
    use(locale);
    const grouped = new Intl.NumberFormat(INTL_LOCALE[locale]);
    const ungrouped = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false });
    for (const v of values) {
      expect(formatNumber(v)).toBe(grouped.format(v));
      expect(formatNumber(v, { useGrouping: false })).toBe(ungrouped.format(v));
    }
    // The year the footer shows, as the calendar writes it.
    const year = new Date().getFullYear();
    expect(formatNumber(year, { useGrouping: false })).toBe(
      new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: "numeric" }).format(new Date()),
    );
  });

  it("need no Intl formatter; fractions, negatives and other options still use one", () => {
    use("bn");
    const whole = countNumberFormats(() => {
      expect(formatNumber(2000)).toBe("২,০০০");
      expect(formatNumber(2026, { useGrouping: false })).toBe("২০২৬");
    });
    expect(whole).toBe(0);
    const others = countNumberFormats(() => {
      expect(formatNumber(0.5, { style: "percent" })).toBe("৫০%");
      expect(formatNumber(-1200, { maximumFractionDigits: 1 })).toBe("-১,২০০");
      expect(formatNumber(2.5, { minimumFractionDigits: 1 })).toBe("২.৫");
    });
    expect(others).toBe(3);
  });
});

describe("relative times", () => {
  const units = ["year", "month", "week", "day", "hour", "minute", "second"] as const;
  const values = [-0, ...Array.from({ length: 801 }, (_, i) => i - 400), -123456, 98765, 1234567];

  // First in this file's order: Bangla's words are not loaded yet (they come with the Bangla catalog).
  it("are written by Intl in Bangla until Bangla's words have loaded, then by them", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    use("bn");
    expect(relativeTime(-1, "day", "bn", String)).toBeUndefined();
    expect(formatRelative(new Date("2026-03-09T12:00:00Z"), now)).toBe("গতকাল");
    addRelativeWords("bn", BN_RELATIVE);
    expect(relativeTime(-3, "day", "bn", String)).toBe("3 দিন আগে");
    expect(formatRelative(new Date("2026-03-07T12:00:00Z"), now)).toBe("৩ দিন আগে");
  });

  it.each(LOCALES)("are written in %s exactly as Intl.RelativeTimeFormat writes them", (locale) => {
    addRelativeWords("bn", BN_RELATIVE);
    const intl = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: "auto" });
    const digits = new Intl.NumberFormat(INTL_LOCALE[locale]);
    for (const unit of units)
      for (const v of values)
        expect(relativeTime(v, unit, locale, (n) => digits.format(n))).toBe(intl.format(v, unit));
  });

  it("pick the largest unit that fits, in the active language, with no Intl object", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    addRelativeWords("bn", BN_RELATIVE);
    const made = vi.spyOn(Intl, "RelativeTimeFormat");
    use("bn");
    const numbers = countNumberFormats(() => {
      expect(formatRelative(new Date("2026-03-09T12:00:00Z"), now)).toBe("গতকাল");
      expect(formatRelative(new Date("2024-01-01T00:00:00Z"), now)).toBe("২ বছর পূর্বে");
    });
    expect(numbers).toBe(0);
    use("en");
    expect(formatRelative(new Date("2026-03-10T11:59:58Z"), now)).toBe("2 seconds ago");
    expect(formatRelative(new Date("2026-03-10T12:00:00.400Z"), now)).toBe("now");
    expect(formatRelative(new Date("2026-02-24T12:00:00Z"), now)).toBe("2 weeks ago");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
