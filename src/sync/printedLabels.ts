// The book labels and member cards printed on this device, by library and code: read live for "not printed yet",
// marked after a batch of sheets is printed, unmarked when that print failed, all forgotten on request.
// Device-only (nothing is sent); they go with the mirror.
import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror, type BookRow, type PrintedLabelRow } from "../db";
import { useSession } from "../session/session";

/** What was printed: book labels (by copy code) or member cards (by member code). */
export type PrintKind = "labels" | "cards";

const table = (kind: PrintKind) =>
  kind === "labels" ? mirror().printedLabels : mirror().printedCards;

const range = (kind: PrintKind, libraryId: number) =>
  table(kind)
    .where("[libraryId+code]")
    .between([libraryId, Dexie.minKey], [libraryId, Dexie.maxKey]);

/** The codes of `libraryId` whose labels (or cards) were printed here. */
export async function printedCodes(
  libraryId: number,
  kind: PrintKind = "labels",
): Promise<Set<string>> {
  if (!hasMirror()) return new Set();
  return new Set((await range(kind, libraryId).primaryKeys()).map((key) => key[1]));
}

/** The printed codes, live: undefined while the mirror is read. */
export function usePrintedCodes(
  libraryId: number,
  kind: PrintKind = "labels",
): Set<string> | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(() => printedCodes(libraryId, kind), [libraryId, kind, who]);
}

/** Puts a batch's marks back as they were before it was marked. */
export type UndoPrinted = () => Promise<void>;

/**
 * Notes `codes` as printed now. Answers how to take that back (the print failed): codes printed before keep
 * their earlier mark, the others are "not printed yet" again.
 */
export async function markPrinted(
  libraryId: number,
  codes: string[],
  kind: PrintKind = "labels",
): Promise<UndoPrinted> {
  if (!hasMirror() || codes.length === 0) return async () => {};
  const rows = table(kind);
  const keys = codes.map((code) => [libraryId, code] as [number, string]);
  const printedAt = new Date().toISOString();
  const before = await mirror().transaction("rw", rows, async () => {
    const earlier = await rows.bulkGet(keys);
    await rows.bulkPut(codes.map((code) => ({ libraryId, code, printedAt })));
    return earlier;
  });
  const kept = before.filter((row): row is PrintedLabelRow => row !== undefined);
  const added = keys.filter((_, i) => before[i] === undefined);
  return async () => {
    if (!hasMirror()) return;
    await mirror().transaction("rw", rows, async () => {
      await rows.bulkDelete(added);
      await rows.bulkPut(kept);
    });
  };
}

/** Notes the labels of `codes` as printed now (see `markPrinted`). */
export const markLabelsPrinted = (libraryId: number, codes: string[]): Promise<UndoPrinted> =>
  markPrinted(libraryId, codes, "labels");

/** Forgets that the labels of `codes` were printed (to print them again as "not printed yet"). */
export async function unmarkLabelsPrinted(libraryId: number, codes: string[]): Promise<void> {
  if (!hasMirror() || codes.length === 0) return;
  await mirror().printedLabels.bulkDelete(
    codes.map((code) => [libraryId, code] as [number, string]),
  );
}

/** Forgets every label (or card) of `libraryId` printed here: all of them are "not printed yet" again. */
export async function forgetPrinted(libraryId: number, kind: PrintKind): Promise<number> {
  if (!hasMirror()) return 0;
  return range(kind, libraryId).delete();
}

/**
 * The first `limit` copies of a library whose labels were not printed here, in the code index's order: a first
 * sheet to show at once, read row by row, while the library's thousands are read and counted.
 */
export async function firstCopiesNotPrinted(libraryId: number, limit: number): Promise<BookRow[]> {
  if (!hasMirror()) return [];
  const printed = await printedCodes(libraryId);
  return mirror()
    .books.where("[libraryId+code]")
    .between([libraryId, Dexie.minKey], [libraryId, Dexie.maxKey])
    .filter((c) => c.status !== "withdrawn" && !printed.has(c.code))
    .limit(limit)
    .toArray();
}
