// The N consecutive book codes an add gives, and how the form names them ("AP-03001–AP-03003").
import { codeAfter } from "../../../sync/engine";

/** `count` codes from `first` on, in order. */
export const codesFrom = (first: string, count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => (i === 0 ? first : codeAfter(first, i)));

/** The first and last of a run of codes, or the one code. */
export const rangeText = (codes: readonly string[]): string =>
  codes.length > 1 ? `${codes[0]}–${codes[codes.length - 1]}` : (codes[0] ?? "");
