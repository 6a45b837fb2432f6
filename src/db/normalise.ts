// Text normalisation for local search: Bangla-aware (digits, nukta forms, joiners) and Latin case/accents.
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
