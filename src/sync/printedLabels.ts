// The book labels printed on this device, by library and code: read live for "not printed yet", marked after
// a batch of sheets is printed. Device-only (nothing is sent); they go with the mirror.
import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror, type BookRow } from "../db";
import { useSession } from "../session/session";

const range = (libraryId: number) =>
  mirror()
    .printedLabels.where("[libraryId+code]")
    .between([libraryId, Dexie.minKey], [libraryId, Dexie.maxKey]);

/** The codes of `libraryId` whose labels were printed here. */
export async function printedCodes(libraryId: number): Promise<Set<string>> {
  if (!hasMirror()) return new Set();
  return new Set((await range(libraryId).primaryKeys()).map((key) => key[1]));
}

/** The printed codes, live: undefined while the mirror is read. */
export function usePrintedCodes(libraryId: number): Set<string> | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(() => printedCodes(libraryId), [libraryId, who]);
}

/** Notes the labels of `codes` as printed now. */
export async function markLabelsPrinted(libraryId: number, codes: string[]): Promise<void> {
  if (!hasMirror() || codes.length === 0) return;
  const printedAt = new Date().toISOString();
  await mirror().printedLabels.bulkPut(codes.map((code) => ({ libraryId, code, printedAt })));
}

/** Forgets that the labels of `codes` were printed (to print them again as "not printed yet"). */
export async function unmarkLabelsPrinted(libraryId: number, codes: string[]): Promise<void> {
  if (!hasMirror() || codes.length === 0) return;
  await mirror().printedLabels.bulkDelete(
    codes.map((code) => [libraryId, code] as [number, string]),
  );
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
