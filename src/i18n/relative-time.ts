// "3 hours ago" in each language, as Intl.RelativeTimeFormat (numeric: "auto") writes it, without making one:
// the first Intl object of a page loads ICU's locale data in one long task, and every post card shows a time.
// format.test.ts keeps these patterns equal to Intl over every unit and a sweep of values.
import type { Locale } from "./locales";
import { pluralCategory } from "./plural";

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

export interface UnitWords {
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

const EN: Record<RelativeUnit, UnitWords> = {
  year: english("year", { [-1]: "last year", 0: "this year", 1: "next year" }),
  month: english("month", { [-1]: "last month", 0: "this month", 1: "next month" }),
  week: english("week", { [-1]: "last week", 0: "this week", 1: "next week" }),
  day: english("day", { [-1]: "yesterday", 0: "today", 1: "tomorrow" }),
  hour: english("hour", { 0: "this hour" }),
  minute: english("minute", { 0: "this minute" }),
  second: english("second", { 0: "now" }),
};

/** Each language's words; Bangla's come with its catalog (src/i18n/activate.ts, relative-time-bn.ts). */
const WORDS: Partial<Record<Locale, Record<RelativeUnit, UnitWords>>> = { en: EN };

export function addRelativeWords(locale: Locale, words: Record<RelativeUnit, UnitWords>): void {
  WORDS[locale] = words;
}

/**
 * A whole number of units from now (negative: in the past), in words; `count` writes the number in the
 * language's digits. Undefined while the language's words are not loaded.
 */
export function relativeTime(
  value: number,
  unit: RelativeUnit,
  locale: Locale,
  count: (n: number) => string,
): string | undefined {
  const words = WORDS[locale]?.[unit];
  if (!words) return undefined;
  const named = words.named[value];
  if (named !== undefined) return named;
  const n = Math.abs(value);
  const patterns = value < 0 || Object.is(value, -0) ? words.past : words.future;
  return patterns[pluralCategory(n, locale) === "one" ? 0 : 1].replace("#", count(n));
}
