// Keeps a library's whole book and member lists in the mirror, in the background, with progress.
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror, type MirrorDb } from "../db";
import { useSession } from "../session/session";
import { metaKeys } from "./keys";
import { invalidateBookIndex } from "./search";
import { pullLibraryCopies } from "./libraryCopies";
import { pullLibraryMembers } from "./wholeLists";

/** Which list the saving is at: each comes in one answer, so there is no count of pages to show. */
export interface CatalogueProgress {
  phase: "books" | "members" | "done";
}

/**
 * Brings the library's copies up to date (libraryCopies.ts: every copy in one answer the first time, then what
 * changed), then its members (wholeLists.ts: whole, again only when changed). Stops early when `signal` aborts
 * (a pull under way still lands: another screen may share it). The member list is the members' own: when the
 * server refuses it (403), the device keeps none of it.
 */
export async function mirrorLibraryCatalogue(
  libraryId: number,
  onProgress: (p: CatalogueProgress) => void = () => undefined,
  options: { signal?: AbortSignal; db?: MirrorDb } = {},
): Promise<void> {
  const db = options.db ?? mirror();
  onProgress({ phase: "books" });
  await pullLibraryCopies(libraryId, db);
  if (options.signal?.aborted) return;
  onProgress({ phase: "members" });
  await pullLibraryMembers(libraryId, db);
  if (options.signal?.aborted) return;
  await db.meta.put({ key: metaKeys.catalogue(libraryId), value: { at: Date.now() } });
  onProgress({ phase: "done" });
}

/** The open mirror's name ('' when nobody is signed in): background jobs are kept per reader. */
export const openMirrorName = (): string => (hasMirror() ? mirror().name : "");

/** Stores whether the reader keeps this library's catalogue on the device; off forgets when it was saved. */
export async function storeOfflinePreference(libraryId: number, enabled: boolean): Promise<void> {
  const db = mirror();
  await db.meta.put({ key: metaKeys.offline(libraryId), value: enabled });
  if (enabled) return;
  await db.meta.delete(metaKeys.catalogue(libraryId));
  invalidateBookIndex(libraryId);
}

export interface StoredCatalogue {
  /** The reader's choice, if made. */
  pref: boolean | undefined;
  /** When the whole catalogue was last saved; null before the first complete save. */
  savedAt: number | null;
  /** Never saved, or saved more than `maxAgeMs` ago. */
  stale: boolean;
}

/** The stored choice and last save of a library's catalogue, live (undefined while read). */
export function useStoredCatalogue(
  libraryId: number,
  maxAgeMs: number,
): StoredCatalogue | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(async () => {
    if (!hasMirror()) return { pref: undefined, savedAt: null, stale: false };
    const [pref, saved] = await Promise.all([
      mirror().meta.get(metaKeys.offline(libraryId)),
      mirror().meta.get(metaKeys.catalogue(libraryId)),
    ]);
    const savedAt = (saved?.value as { at?: number } | undefined)?.at ?? null;
    return {
      pref: pref?.value as boolean | undefined,
      savedAt,
      stale: savedAt === null || Date.now() - savedAt > maxAgeMs,
    };
  }, [libraryId, who, maxAgeMs]);
}
