// A library's stock-take in progress, kept in the signed-in user's mirror (its `meta` table) so a reload,
// a restart or a day offline loses no code read; live for the screen, cleared by "Start over".
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror } from "../db";
import { normaliseCode } from "./deskReads";
import { useSession } from "../session/session";
import { metaKeys } from "./keys";

/** One code confirmed during the count, as read (normalised: trimmed, ASCII digits, upper case). */
export interface StocktakeRead {
  code: string;
  /** When it was first read (ISO). */
  at: string;
}

/** A stock-take in progress on this device. */
export interface Stocktake {
  /** When the count began (ISO). */
  startedAt: string;
  /** The one shelf counted ("" for copies with no shelf), or null for every shelf. */
  shelf: string | null;
  /** Each code once, in the order first read. */
  reads: StocktakeRead[];
}

export const newStocktake = (now: Date, shelf: string | null = null): Stocktake => ({
  startedAt: now.toISOString(),
  shelf,
  reads: [],
});

/** `take` with `code` read at `now`; a code read before is not counted twice. */
export function withRead(take: Stocktake, code: string, now: Date): Stocktake {
  const read = normaliseCode(code);
  if (!read || take.reads.some((r) => r.code === read)) return take;
  return { ...take, reads: [...take.reads, { code: read, at: now.toISOString() }] };
}

/** `take` without `code` (read by mistake, or the book has been taken off the shelf since). */
export function withoutRead(take: Stocktake, code: string): Stocktake {
  const read = normaliseCode(code);
  const reads = take.reads.filter((r) => r.code !== read);
  return reads.length === take.reads.length ? take : { ...take, reads };
}

const useWho = () => useSession((s) => s.user?.id ?? 0);

/** The stock-take of `libraryId` (undefined while reading, null when none is under way). */
export function useStocktake(libraryId: number): Stocktake | null | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return null;
    const row = await mirror().meta.get(metaKeys.stocktake(libraryId));
    return (row?.value as Stocktake | undefined) ?? null;
  }, [libraryId, who]);
}

/** Changes the stored stock-take in one transaction, starting one now if there is none (unless `start` is false). */
async function change(
  libraryId: number,
  edit: (take: Stocktake) => Stocktake,
  start = true,
): Promise<void> {
  const db = mirror();
  const key = metaKeys.stocktake(libraryId);
  await db.transaction("rw", db.meta, async () => {
    const row = await db.meta.get(key);
    if (!row && !start) return;
    const was = (row?.value as Stocktake | undefined) ?? newStocktake(new Date());
    const next = edit(was);
    if (next !== was || !row) await db.meta.put({ key, value: next });
  });
}

/** Counts a code confirmed at the scanner (a code read before counts once). */
export const recordStocktakeRead = (libraryId: number, code: string) =>
  change(libraryId, (take) => withRead(take, code, new Date()));

/** Takes a code out of the count (a count that has been started over is left as it is). */
export const forgetStocktakeRead = (libraryId: number, code: string) =>
  change(libraryId, (take) => withoutRead(take, code), false);

/** Counts one shelf ("" for copies with none) or, with null, every shelf. */
export const chooseStocktakeShelf = (libraryId: number, shelf: string | null) =>
  change(libraryId, (take) => (take.shelf === shelf ? take : { ...take, shelf }));

/** Forgets the stock-take: the next read starts a new one. */
export async function clearStocktake(libraryId: number): Promise<void> {
  if (hasMirror()) await mirror().meta.delete(metaKeys.stocktake(libraryId));
}
