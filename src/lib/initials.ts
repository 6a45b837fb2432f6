// Avatar initials (whole graphemes, so Bangla vowel signs, conjuncts and emoji stay intact) and a colour index.
// The first grapheme is read by a regular expression written after Unicode's cluster rules (UAX #29, with
// 15.1's Indic conjuncts) rather than by Intl.Segmenter: making a segmenter loads ICU's break-iterator data,
// the largest single cost of a signed-in start's first render on a slow phone. initials.test.ts checks that
// both agree over every word of the catalogs and every short sequence of the tricky letters.

/** Viramas that join two consonants into one cluster (Indic_Conjunct_Break=Linker). */
const LINKER = "\u094D\u09CD\u0ACD\u0B4D\u0C4D\u0D4D";
/** Consonants of the scripts with a linker (Indic_Conjunct_Break=Consonant). */
const CONSONANT =
  "[\u0915-\u0939\u0958-\u095F\u0978-\u097F\u0995-\u09B9\u09DC-\u09DF\u09F0\u09F1" +
  "\u0A95-\u0AB9\u0AF9\u0B15-\u0B39\u0B5C-\u0B5F\u0B71\u0C15-\u0C39\u0C58-\u0C5A\u0D15-\u0D3A]";
const EXTEND = "[\\p{Grapheme_Extend}\\p{Emoji_Modifier}]*";
const JOINING = "[\\p{Grapheme_Extend}\\p{Emoji_Modifier}\\u200D]*";
const TAIL = "[\\p{M}\\p{Emoji_Modifier}\\u200D]*";
const PICTOGRAPH = "\\p{Extended_Pictographic}";
const FIRST_GRAPHEME = new RegExp(
  "^(?:" +
    // a carriage return and a line feed
    "\\r\\n" +
    // a flag: a pair of regional indicators (or one alone)
    `|\\p{Regional_Indicator}{1,2}${TAIL}` +
    // an emoji, with modifiers and zero-width-joined emoji
    `|${PICTOGRAPH}(?:${EXTEND}\\u200D${PICTOGRAPH})*${TAIL}` +
    // a conjunct: consonants joined by a virama, with their signs
    `|${CONSONANT}(?:${JOINING}[${LINKER}]${JOINING}${CONSONANT})*${TAIL}` +
    // anything else, with its marks
    `|[\\s\\S]${TAIL}` +
    ")",
  "u",
);

/**
 * The first grapheme cluster of a word, as Intl.Segmenter would cut it. An ASCII character followed by another
 * (or by nothing) is a cluster of its own, but for CR LF: most names never need the expression above, whose
 * first use compiles it (milliseconds of the first render of a feed).
 */
export function firstGrapheme(word: string): string {
  const first = word.charCodeAt(0);
  if (first < 0x80 && first !== 0x0d && !(word.charCodeAt(1) >= 0x80)) return word.charAt(0);
  return FIRST_GRAPHEME.exec(word)?.[0] ?? "";
}

const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;
const STARTS_WITH_ASCII_LETTER = /^[A-Za-z0-9]/;
const startsWithLetter = (word: string) =>
  STARTS_WITH_ASCII_LETTER.test(word) ||
  (word.charCodeAt(0) >= 0x80 && STARTS_WITH_LETTER.test(word));

/**
 * The initials of the first two words of a name (SPEC: "the initials of the first two words"), each the
 * word's first grapheme as a reader sees it: "Rahim Karim Uddin" → "RK", "সাকিব হাসান" → "সাহা" (স with
 * its vowel sign া, not a bare স that would read "sô"), "ক্ষমা" → "ক্ষ". Words that do not begin with a
 * letter or digit (an emoji, a flag, a bracket) are passed over; a name made only of them shows its first one.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lettered = words.filter(startsWithLetter);
  const chosen = lettered.length > 0 ? lettered.slice(0, 2) : words.slice(0, 1);
  return chosen.map((word) => firstGrapheme(word).toLocaleUpperCase()).join("");
}

/** A stable index in [0, buckets) from a name, for picking an avatar colour. */
export function colourIndex(name: string, buckets: number): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return buckets > 0 ? h % buckets : 0;
}
