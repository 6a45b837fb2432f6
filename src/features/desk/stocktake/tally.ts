// Stock-taking's arithmetic: which copies belong on the shelves counted, which of them were seen, and why
// each other code read was not expected there (not this library's, on loan, withdrawn, another shelf).
import type { BookRow, EntityId } from "../../../db";
import { normaliseCode } from "../../../sync/deskReads";
import type { Stocktake } from "../../../sync/deskStocktake";

export type UnexpectedWhy = "unknown" | "on_loan" | "withdrawn" | "other_shelf";

/** A code read that is not one of the copies expected on the shelves counted. */
export interface UnexpectedRead {
  code: string;
  why: UnexpectedWhy;
  /** The library's copy with this code, when there is one. */
  copy?: BookRow;
}

export interface Tally {
  /** The copies that should be on the shelves counted: not withdrawn, not on loan. */
  expected: BookRow[];
  /** The copies of `expected` that were read, the newest read first. */
  seen: BookRow[];
  /** The expected copies not read yet, in the copies' order. */
  missing: BookRow[];
  /** The other reads, newest first. */
  unexpected: UnexpectedRead[];
}

const isOnLoan = (copy: BookRow, onLoan: ReadonlySet<EntityId>) =>
  copy.status === "on_loan" || onLoan.has(copy.id);

/** What one code read is to the count: a copy expected on the shelves counted, or why not. */
export type Verdict = { code: string; why: "counted"; copy: BookRow } | UnexpectedRead;

/** Reads codes against one library's `copies` by book code, compared as copyByCode does. */
export function codeReader(
  copies: readonly BookRow[],
  onLoan: ReadonlySet<EntityId>,
  shelf: string | null,
) {
  const onShelf = (c: BookRow) => shelf === null || (c.shelf ?? "") === shelf;
  const byCode = new Map(copies.map((c) => [normaliseCode(c.code), c]));
  return {
    expected: (c: BookRow) => c.status !== "withdrawn" && !isOnLoan(c, onLoan) && onShelf(c),
    verdict(read: string): Verdict {
      const code = normaliseCode(read);
      const copy = byCode.get(code);
      if (!copy) return { code, why: "unknown" };
      if (copy.status === "withdrawn") return { code, why: "withdrawn", copy };
      if (isOnLoan(copy, onLoan)) return { code, why: "on_loan", copy };
      if (!onShelf(copy)) return { code, why: "other_shelf", copy };
      return { code, why: "counted", copy };
    },
  };
}

/**
 * Matches `take`'s reads to `copies` (one library's). `onLoan` holds the ids of copies with an open loan on
 * the device (a copy's own state says so too).
 */
export function tallyStocktake(
  copies: readonly BookRow[],
  onLoan: ReadonlySet<EntityId>,
  take: Pick<Stocktake, "shelf" | "reads">,
): Tally {
  const reader = codeReader(copies, onLoan, take.shelf);
  const expected = copies.filter(reader.expected);
  // Each code is read once, and each names one copy: a copy is seen at most once.
  const seen: BookRow[] = [];
  const unexpected: UnexpectedRead[] = [];
  for (const { code } of take.reads) {
    const verdict = reader.verdict(code);
    if (verdict.why === "counted") seen.push(verdict.copy);
    else unexpected.push(verdict);
  }
  const seenIds = new Set<EntityId>(seen.map((c) => c.id));
  return {
    expected,
    seen: seen.reverse(),
    missing: expected.filter((c) => !seenIds.has(c.id)),
    unexpected: unexpected.reverse(),
  };
}
