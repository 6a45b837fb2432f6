// A library's copies on the device, one mirror for the Books tab and the desk: the first pull takes every copy in
// one compressed answer (…/books/snapshot) and drops those it leaves out, later pulls only the copies changed and
// removed since the newest one pulled, and a pull while nothing changed is one 304 (the copies' version, sent back).
import * as booksApi from "../api/books";
import { mirror, type MirrorDb } from "../db";
import { metaKeys } from "./keys";
import { leftOut } from "./leftOut";
import { isNotModified, pullOnce } from "./pullOnce";
import { invalidateBookIndex } from "./search";

/**
 * Changes are asked for from a little before the newest one pulled: a write the server committed late may
 * carry an earlier time than one already seen. Copies fetched twice cost nothing.
 */
const COPY_OVERLAP_MS = 5 * 60_000;

/** What the device knows of a library's copies: the newest change pulled (ISO) and the server's version then. */
interface CopiesStamp {
  at: string;
  version?: string;
}

/** The stored stamp; an older device kept the time alone. */
function stampOf(value: unknown): CopiesStamp | undefined {
  if (typeof value === "string") return { at: value };
  if (typeof value === "object" && value !== null && typeof (value as CopiesStamp).at === "string")
    return value as CopiesStamp;
  return undefined;
}

/**
 * Brings the device's copies of a library up to date; how many copies the server sent. A copy with a change
 * queued here keeps the device's state (storeCopies). The Books tab and the desk opened together share one pull.
 */
export const pullLibraryCopies = (libraryId: number, db: MirrorDb = mirror()): Promise<number> =>
  pullOnce(db, metaKeys.copies(libraryId), () => pullCopies(libraryId, db));

async function pullCopies(libraryId: number, db: MirrorDb) {
  const stamp = stampOf((await db.meta.get(metaKeys.copies(libraryId)))?.value);
  let answer;
  try {
    answer = await booksApi.fetchCopySnapshot(libraryId, {
      since: stamp && new Date(Date.parse(stamp.at) - COPY_OVERLAP_MS).toISOString(),
      version: stamp?.version,
    });
  } catch (error) {
    // Not modified: no copy changed since the version the device holds.
    if (isNotModified(error)) return 0;
    throw error;
  }
  const copies = answer.data;
  // A whole snapshot is the set: the device's copies it leaves out were removed.
  const gone =
    answer.meta.deleted ??
    leftOut(await db.books.where("libraryId").equals(libraryId).primaryKeys(), copies);
  // The rows' code loads with the first pull, as the other lists' does (pull.ts), not with the reader's.
  const { storeCopies } = await import("./screenPulls");
  await storeCopies(db, copies, gone);
  invalidateBookIndex(libraryId);
  // A library without copies yet still has a moment to ask for changes from.
  let newest = stamp?.at && stamp.at > answer.meta.as_of ? stamp.at : answer.meta.as_of;
  for (const c of copies) if (c.updated_at && c.updated_at > newest) newest = c.updated_at;
  const value: CopiesStamp = { at: newest, version: answer.meta.version };
  await db.meta.put({ key: metaKeys.copies(libraryId), value });
  return copies.length;
}
