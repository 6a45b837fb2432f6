// Which copies a lending or return box offers for what was typed (a title, an author or a code, in Bangla
// or Latin letters): the ones that can be lent first when lending, the ones on loan first when taking back.
import type { BookRow } from "../../../db";
import { normaliseCode } from "../../../sync/deskReads";
import { searchDeskCopies } from "../../../sync/deskLists";

export type CopyWant = "lend" | "return";

/** How many copies are offered at once: a phone screen's worth. */
export const MAX_CHOICES = 6;

const rank = (want: CopyWant, copy: BookRow): number => {
  if (copy.status === "withdrawn") return 2;
  const ready = want === "lend" ? copy.status === "available" : copy.status === "on_loan";
  return ready ? 0 : 1;
};

/**
 * The copies matching `typed`, best first; none while the box holds nothing, or exactly one copy's code
 * (the code itself is the choice then).
 */
export function copyChoices(copies: BookRow[], typed: string, want: CopyWant): BookRow[] {
  const term = typed.trim();
  if (!term) return [];
  const code = normaliseCode(term);
  if (copies.some((c) => c.code === code)) return [];
  return searchDeskCopies(copies, term)
    .map((copy, at) => ({ copy, at, rank: rank(want, copy) }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .slice(0, MAX_CHOICES)
    .map((c) => c.copy);
}
