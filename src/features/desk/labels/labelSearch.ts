// The label pages' address: which copies (?shelf=, ?from=&to=, ?ids=1,2,3) or members (?ids=) to start with,
// so another screen can send its selection here. Bad values fall back to the copies not printed yet.
import * as v from "valibot";
import type { CopyChoice } from "./chooseCopies";

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60))), undefined);
const idList = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/))), undefined);

export const bookLabelSearch = v.object({ shelf: text, from: text, to: text, ids: idList });
export const memberCardSearch = v.object({ ids: idList });

export const parseIds = (ids: string | undefined): number[] =>
  ids ? ids.split(",").map(Number) : [];

/** The choice an address names. */
export function choiceOf(search: v.InferOutput<typeof bookLabelSearch>): CopyChoice {
  if (search.ids) return { kind: "selected", ids: parseIds(search.ids) };
  if (search.shelf !== undefined) return { kind: "shelf", shelf: search.shelf };
  if (search.from || search.to)
    return { kind: "range", from: search.from ?? "", to: search.to ?? "" };
  return { kind: "unprinted" };
}
