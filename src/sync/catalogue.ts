// Pulls a library's whole book and member lists into the mirror, in the background, with progress.
import { isApiError } from "../api/errors";
import { mirror, type MirrorDb } from "../db";
import { metaKeys } from "./keys";
import { pullPage } from "./pull";

export interface CatalogueProgress {
  phase: "books" | "members" | "done";
  page: number;
  lastPage: number;
}

/** Page size asked for while mirroring (the server allows up to 100). */
export const CATALOGUE_PAGE_SIZE = 100;

/**
 * Pulls every page of books, then of members. Stops early when `signal` aborts. The member list is
 * the members' own: when the server refuses it (403), the device keeps none of it.
 */
export async function mirrorLibraryCatalogue(
  libraryId: number,
  onProgress: (p: CatalogueProgress) => void = () => undefined,
  options: { signal?: AbortSignal; db?: MirrorDb } = {},
): Promise<void> {
  const db = options.db ?? mirror();
  for (const phase of ["books", "members"] as const) {
    let page = 1;
    for (;;) {
      if (options.signal?.aborted) return;
      let result;
      try {
        result = await pullPage(
          { resource: phase, libraryId, page, perPage: CATALOGUE_PAGE_SIZE },
          db,
        );
      } catch (error) {
        if (phase !== "members" || !isApiError(error) || error.status !== 403) throw error;
        await db.members.where("library_id").equals(libraryId).delete();
        break;
      }
      onProgress({ phase, page, lastPage: result.lastPage });
      if (!result.hasMore) break;
      page += 1;
    }
  }
  await db.meta.put({ key: metaKeys.catalogue(libraryId), value: { at: Date.now() } });
  onProgress({ phase: "done", page: 0, lastPage: 0 });
}
