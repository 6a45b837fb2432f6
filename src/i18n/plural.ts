// The plural category of a count in the active language, as Intl.PluralRules gives it, without making one: the
// first Intl object of a page loads ICU's data in one long task, and the counts under every post (comments,
// likes) are on the feed's first screen. Messages choose their form with `select` on this category (Lingui's
// `plural` makes an Intl.PluralRules and an Intl.NumberFormat); plural.test.ts compares it with Intl.
import { i18n } from "@lingui/core";

export type PluralCategory = "one" | "other";

/** English: "one" is exactly 1. Bangla: "one" is 1 and any count below 1 (i = 0 or n = 1). */
export function pluralCategory(count: number, locale: string = i18n.locale): PluralCategory {
  if (locale === "bn") return Math.trunc(count) === 0 || count === 1 ? "one" : "other";
  return count === 1 ? "one" : "other";
}
