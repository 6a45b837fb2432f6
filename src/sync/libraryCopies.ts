// A library's copies on the device, one mirror for the Books tab and the desk: the first pull takes every copy in
// one compressed answer (…/books/snapshot), later pulls only the copies changed since the newest one pulled.
import * as booksApi from "../api/books";
import type { LibraryBook } from "../api/schemas";
import { mirror, type MirrorDb } from "../db";
import { metaKeys } from "./keys";
import { invalidateBookIndex } from "./search";

const PER_PAGE = 100;

/**
 * Changes are asked for from a little before the newest one pulled: a write the server committed late may
 * carry an earlier time than one already seen. Copies fetched twice cost nothing.
 */
const COPY_OVERLAP_MS = 5 * 60_000;

/** The pulls under way, by mirror and library: the Books tab and the desk opened together share one. */
const running = new Map<string, Promise<number>>();

/**
 * Brings the device's copies of a library up to date; how many copies the server sent. A copy with a change
 * queued here keeps the device's state (storeCopies). Stops before writing when `signal` aborts.
 */
export function pullLibraryCopies(
  libraryId: number,
  db: MirrorDb = mirror(),
  signal?: AbortSignal,
): Promise<number> {
  const key = `${db.name}:${libraryId}`;
  let pull = running.get(key);
  if (!pull) {
    pull = pullCopies(libraryId, db, signal).finally(() => running.delete(key));
    running.set(key, pull);
  }
  return pull;
}

async function pullCopies(libraryId: number, db: MirrorDb, signal?: AbortSignal) {
  const stamp = (await db.meta.get(metaKeys.copies(libraryId)))?.value as string | undefined;
  let copies: LibraryBook[];
  let newest = stamp;
  if (stamp) {
    const since = new Date(Date.parse(stamp) - COPY_OVERLAP_MS).toISOString();
    copies = [];
    for (let page = 1; ; page++) {
      const answer = await booksApi.fetchChangedCopies(libraryId, since, page, PER_PAGE);
      copies.push(...answer.data);
      if (page >= answer.meta.last_page || signal?.aborted) break;
    }
  } else {
    const answer = await booksApi.fetchCopySnapshot(libraryId, signal);
    copies = answer.data;
    // A library without copies yet still has a moment to ask for changes from.
    newest = answer.meta.as_of;
  }
  if (signal?.aborted) return 0;
  // The rows' code loads with the first pull, as the other lists' does (pull.ts), not with the reader's.
  const { storeCopies } = await import("./screenPulls");
  await storeCopies(db, copies);
  invalidateBookIndex(libraryId);
  for (const c of copies)
    if (c.updated_at && (!newest || c.updated_at > newest)) newest = c.updated_at;
  if (newest) await db.meta.put({ key: metaKeys.copies(libraryId), value: newest });
  return copies.length;
}
