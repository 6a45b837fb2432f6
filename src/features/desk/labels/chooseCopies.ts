// Which copies a sheet of book labels holds: those not printed yet, those added today, one shelf, a range of
// codes, those picked, or all of them.
import type { BookRow, EntityId } from "../../../db";

export type CopyChoice =
  | { kind: "unprinted" }
  | { kind: "today" }
  | { kind: "all" }
  | { kind: "shelf"; shelf: string }
  | { kind: "range"; from: string; to: string }
  | { kind: "selected"; ids: EntityId[] };

/** What a choice is read against besides the copies: the codes printed on this device, and today. */
export interface ChoiceContext {
  printed: ReadonlySet<string>;
  /** The start of the local day (ms); a copy added since is "added today". */
  todayStart: number;
}

const NO_CONTEXT: ChoiceContext = { printed: new Set(), todayStart: Number.POSITIVE_INFINITY };

/** Book codes compared as people read them: AP-00010 after AP-00009, case ignored (one collator). */
export const compareCodes = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

/** The start of the local day `now` falls in. */
export function startOfDay(now: Date = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/** Added on or after `todayStart`; a copy with no date that is not on the server yet was added here, now. */
function addedSince(copy: BookRow, todayStart: number): boolean {
  if (copy.createdAt) return Date.parse(copy.createdAt) >= todayStart;
  return typeof copy.id === "string";
}

/**
 * The copies of `copies` (in their order) that `choice` names. A withdrawn copy needs no label unless it
 * is picked by name.
 */
export function chooseCopies(
  all: BookRow[],
  choice: CopyChoice,
  context: ChoiceContext = NO_CONTEXT,
): BookRow[] {
  if (choice.kind === "selected") {
    const ids = new Set(choice.ids);
    return all.filter((c) => ids.has(c.id));
  }
  const copies = all.filter((c) => c.status !== "withdrawn");
  switch (choice.kind) {
    case "all":
      return copies;
    case "unprinted":
      return copies.filter((c) => !context.printed.has(c.code));
    case "today":
      return copies.filter((c) => addedSince(c, context.todayStart));
    case "shelf":
      return copies.filter((c) => (c.shelf ?? "") === choice.shelf);
    case "range": {
      const from = choice.from.trim();
      const to = choice.to.trim();
      if (!from && !to) return [];
      return copies.filter(
        (c) => (!from || compareCodes(c.code, from) >= 0) && (!to || compareCodes(c.code, to) <= 0),
      );
    }
  }
}

/** The library's shelves, in reading order ("" stands for copies with no shelf). */
export function shelvesOf(copies: BookRow[]): string[] {
  return [...new Set(copies.map((c) => c.shelf ?? ""))].sort(compareCodes);
}

/** `items` cut into sheets of `perSheet` (the last may be short). */
export function sheets<T>(items: T[], perSheet: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perSheet) out.push(items.slice(i, i + perSheet));
  return out;
}
