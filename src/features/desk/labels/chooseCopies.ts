// Which copies a sheet of book labels holds: all of them, one shelf, a range of codes, or those picked.
import type { BookRow, EntityId } from "../../../db";

export type CopyChoice =
  | { kind: "all" }
  | { kind: "shelf"; shelf: string }
  | { kind: "range"; from: string; to: string }
  | { kind: "selected"; ids: EntityId[] };

/** Book codes compared as people read them: AP-00010 after AP-00009, case ignored (one collator). */
export const compareCodes = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

/**
 * The copies of `copies` (in their order) that `choice` names. A withdrawn copy needs no label unless it
 * is picked by name.
 */
export function chooseCopies(all: BookRow[], choice: CopyChoice): BookRow[] {
  if (choice.kind === "selected") {
    const ids = new Set(choice.ids);
    return all.filter((c) => ids.has(c.id));
  }
  const copies = all.filter((c) => c.status !== "withdrawn");
  switch (choice.kind) {
    case "all":
      return copies;
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
