// Numbers, dates and "3 hours ago" in the active language (Bangla digits in bn): through Intl, and whole numbers
// and relative times written the way Intl writes them without making a formatter.
import { i18n } from "@lingui/core";
import { INTL_LOCALE, isLocale, type Locale } from "./locales";
import { relativeTime, type RelativeUnit } from "./relative-time";

const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en");

const intlLocale = (): string => INTL_LOCALE[activeLocale()];

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const formatters = new Map<string, Formatter>();

/**
 * One formatter per kind, language and options, made on first use: making one costs far more than using it
 * (the first, tens of milliseconds on a phone), and a feed formats a date for every post it shows.
 */
function formatter<T extends Formatter>(
  kind: string,
  options: object | undefined,
  make: (locale: string) => T,
): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make(locale);
    formatters.set(key, found);
  }
  return found;
}

/**
 * Whole numbers as Intl.NumberFormat writes them in each language: English (en-GB) groups by threes; Bangla
 * (bn-BD) in Bangla digits, the last three and then by twos (১২,৩৪,৫৬৭). The first Intl number or date formatter
 * of a page loads the locale's ICU data, tens of milliseconds of one task (more on a phone), so the counts and
 * the year that every start shows do without it. format.test.ts keeps this equal to Intl over a sweep of values.
 */
const WHOLE: Record<Locale, { digits: string; indian: boolean }> = {
  en: { digits: "0123456789", indian: false },
  bn: { digits: "০১২৩৪৫৬৭৮৯", indian: true },
};

function wholeNumber(value: number, locale: Locale, grouping: boolean): string {
  const { digits, indian } = WHOLE[locale];
  let plain = String(value);
  let grouped = "";
  if (grouping) {
    let size = 3;
    while (plain.length > size) {
      grouped = `,${plain.slice(-size)}${grouped}`;
      plain = plain.slice(0, -size);
      if (indian) size = 2;
    }
  }
  return (plain + grouped).replace(/[0-9]/g, (d) => digits[Number(d)]!);
}

/** Options the whole-number path writes itself: none, or only grouping turned off. */
const plainOptions = (options?: Intl.NumberFormatOptions) =>
  !options || (Object.keys(options).length === 1 && options.useGrouping === false);

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (Number.isSafeInteger(value) && value >= 0 && plainOptions(options)) {
    return wholeNumber(value, activeLocale(), options?.useGrouping !== false);
  }
  return formatter("number", options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

export function formatDate(
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const resolved = options ?? { dateStyle: "medium" };
  return formatter("date", resolved, (l) => new Intl.DateTimeFormat(l, resolved)).format(date);
}

const AUTO = { numeric: "auto" } as const;

const UNITS: [RelativeUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];
const SECOND = UNITS[UNITS.length - 1]!;

/**
 * "3 hours ago" / "in 2 days" relative to `now`, in the active language: written as Intl.RelativeTimeFormat
 * (numeric: "auto") writes it, without making one (src/i18n/relative-time.ts).
 */
export function formatRelative(value: Date | string | number, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const locale = activeLocale();
  const count = (n: number) => wholeNumber(n, locale, true);
  // The largest unit the time spans at least once; under a second, seconds ("now").
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? SECOND;
  const rounded = Math.round(seconds / size);
  // Before the language's words have loaded (Bangla's come with its catalog), Intl writes the same.
  return (
    relativeTime(rounded, unit, locale, count) ??
    formatter("relative", AUTO, (l) => new Intl.RelativeTimeFormat(l, AUTO)).format(rounded, unit)
  );
}
