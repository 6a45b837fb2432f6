// Avatar initials (whole graphemes, so Bangla vowel signs, conjuncts and emoji stay intact) and a colour index.
// The segmenter is made on first use: the first Intl object of a page loads ICU's data (tens of milliseconds in
// one task), and a screen whose avatars all have photos needs none.
let segmenter: Intl.Segmenter | undefined;

function firstGrapheme(word: string): string {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const { segment } of segmenter.segment(word)) return segment;
  return "";
}

const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;

/**
 * The initials of the first two words of a name (SPEC: "the initials of the first two words"), each the
 * word's first grapheme as a reader sees it: "Rahim Karim Uddin" → "RK", "সাকিব হাসান" → "সাহা" (স with
 * its vowel sign া, not a bare স that would read "sô"), "ক্ষমা" → "ক্ষ". Words that do not begin with a
 * letter or digit (an emoji, a flag, a bracket) are passed over; a name made only of them shows its first one.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lettered = words.filter((word) => STARTS_WITH_LETTER.test(word));
  const chosen = lettered.length > 0 ? lettered.slice(0, 2) : words.slice(0, 1);
  return chosen.map((word) => firstGrapheme(word).toLocaleUpperCase()).join("");
}

/** A stable index in [0, buckets) from a name, for picking an avatar colour. */
export function colourIndex(name: string, buckets: number): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return buckets > 0 ? h % buckets : 0;
}
