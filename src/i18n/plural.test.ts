// The plural category written by hand is Intl.PluralRules' in both languages, over whole numbers and fractions.
import { pluralCategory } from "./plural";
import { INTL_LOCALE, LOCALES } from "./locales";

describe("pluralCategory", () => {
  const values = [
    ...Array.from({ length: 2001 }, (_, i) => i),
    0.5,
    0.25,
    1.5,
    2.5,
    10.1,
    1e6,
    123456789,
  ];

  it.each(LOCALES)("gives Intl.PluralRules' category in %s", (locale) => {
    const rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    for (const n of values) expect(pluralCategory(n, locale)).toBe(rules.select(n));
  });
});
