// Avatar initials (grapheme-safe, so Bangla conjuncts and vowel signs stay whole) and a stable colour index.
// Made on first use: the first Intl object of a page loads ICU's data (tens of milliseconds in one task), and a
// screen whose avatars all have photos needs none.
let segmenter: Intl.Segmenter | undefined;

function firstGrapheme(word: string): string {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const { segment } of segmenter.segment(word)) return segment;
  return "";
}

/** Up to two initials from the first and last words of a name, e.g. "Rahim Uddin" → "RU", "সাকিব হাসান" → "সাহা". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = firstGrapheme(words[0] ?? "");
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

/** A stable index in [0, buckets) from a name, for picking an avatar colour. */
export function colourIndex(name: string, buckets: number): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return buckets > 0 ? h % buckets : 0;
}
