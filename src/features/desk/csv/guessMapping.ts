// Guessing which catalogue field each CSV column holds from its header, in English or Bangla.
import { BOOK_FIELDS, FIELD_WORDS, headerKey, type BookField } from "./importFields";

/** Each field's words folded as headers are (a Bangla য় may be typed in one code point or two). */
const WORDS = Object.fromEntries(
  BOOK_FIELDS.map((f) => [f, FIELD_WORDS[f].map(headerKey)]),
) as Record<BookField, string[]>;

/** One field (or null: not imported) per column, in the columns' order. */
export type ColumnMapping = (BookField | null)[];

/**
 * Headers that are exactly a field's word come first; then a header holding a field's word takes the
 * field with the longest such word. A field goes to one column only (the first that claims it).
 */
export function guessMapping(headers: string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const mapping: ColumnMapping = headers.map(() => null);
  const taken = new Set<BookField>();
  const claim = (column: number, field: BookField | undefined) => {
    if (!field || taken.has(field) || mapping[column]) return;
    mapping[column] = field;
    taken.add(field);
  };
  keys.forEach((key, column) =>
    claim(
      column,
      BOOK_FIELDS.find((f) => WORDS[f].includes(key)),
    ),
  );
  keys.forEach((key, column) => {
    let best: { field: BookField; length: number } | undefined;
    for (const field of BOOK_FIELDS) {
      if (taken.has(field)) continue;
      for (const word of WORDS[field]) {
        if (key.includes(word) && word.length > (best?.length ?? 0))
          best = { field, length: word.length };
      }
    }
    claim(column, best?.field);
  });
  return mapping;
}

/** The fields a catalogue import cannot do without. */
export const REQUIRED_FIELDS: BookField[] = ["title", "authors"];

export const missingRequired = (mapping: ColumnMapping): BookField[] =>
  REQUIRED_FIELDS.filter((f) => !mapping.includes(f));
