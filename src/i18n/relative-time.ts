// "3 hours ago" in each language, as Intl.RelativeTimeFormat (numeric: "auto") writes it, without making one:
// the first Intl object of a page loads ICU's locale data in one long task, and every post card shows a time.
// format.test.ts keeps these patterns equal to Intl over every unit and a sweep of values.
import type { Locale } from "./locales";

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

interface UnitWords {
  /** Patterns for a count in the past and in the future, one and other; `#` is the count. */
  past: [one: string, other: string];
  future: [one: string, other: string];
  /** Words used instead of a count ("yesterday", "এখন"). */
  named: Partial<Record<number, string>>;
}

/** English: "# hours ago" and "in # hours", "# hour ago" for one. */
const english = (unit: RelativeUnit, named: UnitWords["named"]): UnitWords => ({
  past: [`# ${unit} ago`, `# ${unit}s ago`],
  future: [`in # ${unit}`, `in # ${unit}s`],
  named,
});

/** Bangla has one form for every count ("# ঘণ্টা আগে", "# ঘণ্টায়"); only a second past is worded two ways. */
const bangla = (past: string, future: string, named: UnitWords["named"]): UnitWords => ({
  past: [past, past],
  future: [future, future],
  named,
});

const EN: Record<RelativeUnit, UnitWords> = {
  year: english("year", { [-1]: "last year", 0: "this year", 1: "next year" }),
  month: english("month", { [-1]: "last month", 0: "this month", 1: "next month" }),
  week: english("week", { [-1]: "last week", 0: "this week", 1: "next week" }),
  day: english("day", { [-1]: "yesterday", 0: "today", 1: "tomorrow" }),
  hour: english("hour", { 0: "this hour" }),
  minute: english("minute", { 0: "this minute" }),
  second: english("second", { 0: "now" }),
};

const BN: Record<RelativeUnit, UnitWords> = {
  year: bangla("# বছর পূর্বে", "# বছরে", { [-1]: "গত বছর", 0: "এই বছর", 1: "পরের বছর" }),
  month: bangla("# মাস আগে", "# মাসে", { [-1]: "গত মাস", 0: "এই মাস", 1: "পরের মাস" }),
  week: bangla("# সপ্তাহ আগে", "# সপ্তাহে", { [-1]: "গত সপ্তাহ", 0: "এই সপ্তাহ", 1: "পরের সপ্তাহ" }),
  day: bangla("# দিন আগে", "# দিনের মধ্যে", {
    [-2]: "গত পরশু",
    [-1]: "গতকাল",
    0: "আজ",
    1: "আগামীকাল",
    2: "আগামী পরশু",
  }),
  hour: bangla("# ঘণ্টা আগে", "# ঘণ্টায়", { 0: "এই ঘণ্টায়" }),
  minute: bangla("# মিনিট আগে", "# মিনিটে", { 0: "এই মিনিট" }),
  second: {
    ...bangla("# সেকেন্ড পূর্বে", "# সেকেন্ডে", { 0: "এখন" }),
    past: ["# সেকেন্ড আগে", "# সেকেন্ড পূর্বে"],
  },
};

const WORDS: Record<Locale, Record<RelativeUnit, UnitWords>> = { en: EN, bn: BN };

/** CLDR's cardinal plural of a whole number: English "one" is 1; Bangla "one" is 0 and 1. */
const isOne = (count: number, locale: Locale) => count === 1 || (locale === "bn" && count === 0);

/**
 * A whole number of units from now (negative: in the past), in words; `count` writes the number in the
 * language's digits.
 */
export function relativeTime(
  value: number,
  unit: RelativeUnit,
  locale: Locale,
  count: (n: number) => string,
): string {
  const words = WORDS[locale][unit];
  const named = words.named[value];
  if (named !== undefined) return named;
  const n = Math.abs(value);
  const patterns = value < 0 || Object.is(value, -0) ? words.past : words.future;
  return patterns[isOne(n, locale) ? 0 : 1].replace("#", count(n));
}
