// Text normalisation for local search: Bangla-aware (digits, nukta forms, joiners) and Latin case/accents.
import { phoneticKey, phoneticWord, typedAsCode } from "../lib/phoneticKey";
const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/** Bangla letters with a nukta have a precomposed and a decomposed spelling; use one. */
const NUKTA_FORMS: [RegExp, string][] = [
  [/\u09AF\u09BC/g, "\u09DF"], // য়
  [/\u09A1\u09BC/g, "\u09DC"], // ড়
  [/\u09A2\u09BC/g, "\u09DD"], // ঢ়
];

export function normaliseText(input: string): string {
  let s = input.normalize("NFC");
  for (const [from, to] of NUKTA_FORMS) s = s.replace(from, to);
  s = s.replace(/[\u09E6-\u09EF]/g, (d) => String(BANGLA_DIGITS.indexOf(d)));
  // Zero-width joiners change how a conjunct is drawn, not what it says.
  s = s.replace(/\u200C|\u200D|\u00AD/g, "");
  // Strip Latin accents only: Bangla vowel signs are combining marks too and carry meaning.
  s = s
    .normalize("NFD")
    .replace(/[\u0300-\u036F]/g, "")
    .normalize("NFC");
  s = s.replace(/\u0964|\u0965/g, " ");
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** Between a record's search text and its phonetic key (normaliseText never leaves one). */
const KEY_MARK = "\u0001";

/**
 * A record's search text: `text` normalised, then the phonetic key of `spoken` (names, titles, authors),
 * so a Bangla name is found by its Latin spelling and back (src/lib/phoneticKey.ts).
 */
export function searchText(text: string, spoken: string): string {
  return `${normaliseText(text)} ${KEY_MARK}${phoneticKey(spoken)}`;
}

/** Whether a stored search text carries the phonetic key (texts stored before it did not). */
export const hasPhoneticKey = (hay: string): boolean => hay.includes(KEY_MARK);

/**
 * A test for search texts holding every word of `term`: as typed (normalised), or by its phonetic key —
 * the start of a key word for a word of three sounds or more, a whole key word for a word of two (so
 * "Himu" does not find every "Humayun").
 */
export function searchMatcher(term: string): (hay: string) => boolean {
  const code = typedAsCode(term);
  const words = normaliseText(term)
    .split(" ")
    .filter(Boolean)
    .map((word) => {
      // A word typed up to an n the whole word's key drops ("Rabin…" of Rabindranath) is tried without it.
      const key = phoneticWord(word);
      const keys = code ? [] : [key, key.replace(/n$/, "")];
      return { word, keys: keys.filter((k) => k.length >= 2) };
    });
  return (hay) => {
    const at = hay.indexOf(KEY_MARK);
    const spoken = at < 0 ? "" : ` ${hay.slice(at + 1)} `;
    return words.every(
      ({ word, keys }) =>
        (at < 0 ? hay : hay.slice(0, at)).includes(word) ||
        keys.some((key) => spoken.includes(key.length >= 3 ? ` ${key}` : ` ${key} `)),
    );
  };
}
