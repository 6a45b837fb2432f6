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

const EN: Record<RelativeUnit, UnitWords> = {
  year: {
    past: ["# year ago", "# years ago"],
    future: ["in # year", "in # years"],
    named: { [-1]: "last year", 0: "this year", 1: "next year" },
  },
  month: {
    past: ["# month ago", "# months ago"],
    future: ["in # month", "in # months"],
    named: { [-1]: "last month", 0: "this month", 1: "next month" },
  },
  week: {
    past: ["# week ago", "# weeks ago"],
    future: ["in # week", "in # weeks"],
    named: { [-1]: "last week", 0: "this week", 1: "next week" },
  },
  day: {
    past: ["# day ago", "# days ago"],
    future: ["in # day", "in # days"],
    named: { [-1]: "yesterday", 0: "today", 1: "tomorrow" },
  },
  hour: {
    past: ["# hour ago", "# hours ago"],
    future: ["in # hour", "in # hours"],
    named: { 0: "this hour" },
  },
  minute: {
    past: ["# minute ago", "# minutes ago"],
    future: ["in # minute", "in # minutes"],
    named: { 0: "this minute" },
  },
  second: {
    past: ["# second ago", "# seconds ago"],
    future: ["in # second", "in # seconds"],
    named: { 0: "now" },
  },
};

const BN: Record<RelativeUnit, UnitWords> = {
  year: {
    past: ["# বছর পূর্বে", "# বছর পূর্বে"],
    future: ["# বছরে", "# বছরে"],
    named: { [-1]: "গত বছর", 0: "এই বছর", 1: "পরের বছর" },
  },
  month: {
    past: ["# মাস আগে", "# মাস আগে"],
    future: ["# মাসে", "# মাসে"],
    named: { [-1]: "গত মাস", 0: "এই মাস", 1: "পরের মাস" },
  },
  week: {
    past: ["# সপ্তাহ আগে", "# সপ্তাহ আগে"],
    future: ["# সপ্তাহে", "# সপ্তাহে"],
    named: { [-1]: "গত সপ্তাহ", 0: "এই সপ্তাহ", 1: "পরের সপ্তাহ" },
  },
  day: {
    past: ["# দিন আগে", "# দিন আগে"],
    future: ["# দিনের মধ্যে", "# দিনের মধ্যে"],
    named: { [-2]: "গত পরশু", [-1]: "গতকাল", 0: "আজ", 1: "আগামীকাল", 2: "আগামী পরশু" },
  },
  hour: {
    past: ["# ঘণ্টা আগে", "# ঘণ্টা আগে"],
    future: ["# ঘণ্টায়", "# ঘণ্টায়"],
    named: { 0: "এই ঘণ্টায়" },
  },
  minute: {
    past: ["# মিনিট আগে", "# মিনিট আগে"],
    future: ["# মিনিটে", "# মিনিটে"],
    named: { 0: "এই মিনিট" },
  },
  second: {
    past: ["# সেকেন্ড আগে", "# সেকেন্ড পূর্বে"],
    future: ["# সেকেন্ডে", "# সেকেন্ডে"],
    named: { 0: "এখন" },
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
