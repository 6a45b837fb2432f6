// "Save for offline": mirrors a library's whole book and member lists in the background, one job per
// library, with progress screens can follow. On by default for libraries the user belongs to.
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { create } from "zustand";
import { useOnline } from "../../app/pwa/useOnline";
import { useSession } from "../../app/session";
import { hasMirror, mirror } from "../../db";
import { invalidateBookIndex, mirrorLibraryCatalogue, type CatalogueProgress } from "../../sync";

/** A saved catalogue older than this is pulled again when its page is opened online. */
export const CATALOGUE_MAX_AGE_MS = 12 * 3600 * 1000;

export const offlinePrefKey = (libraryId: number) => `offline:${libraryId}`;
export const catalogueKey = (libraryId: number) => `catalogue:${libraryId}`;

export interface CatalogueJob {
  running: boolean;
  progress: CatalogueProgress | null;
  failed: boolean;
}

interface JobsState {
  jobs: Record<number, CatalogueJob>;
}

export const useCatalogueJobs = create<JobsState>(() => ({ jobs: {} }));
const controllers = new Map<number, AbortController>();

const setJob = (libraryId: number, job: Partial<CatalogueJob>) =>
  useCatalogueJobs.setState((s) => ({
    jobs: {
      ...s.jobs,
      [libraryId]: { running: false, progress: null, failed: false, ...s.jobs[libraryId], ...job },
    },
  }));

/** Starts mirroring a catalogue unless a job for it is already running. */
export async function saveCatalogue(libraryId: number): Promise<void> {
  if (controllers.has(libraryId) || !hasMirror()) return;
  const controller = new AbortController();
  controllers.set(libraryId, controller);
  setJob(libraryId, { running: true, failed: false, progress: null });
  try {
    await mirrorLibraryCatalogue(libraryId, (progress) => setJob(libraryId, { progress }), {
      signal: controller.signal,
    });
    setJob(libraryId, { running: false });
  } catch {
    setJob(libraryId, { running: false, failed: true });
  } finally {
    controllers.delete(libraryId);
  }
}

export function stopCatalogue(libraryId: number): void {
  controllers.get(libraryId)?.abort();
  controllers.delete(libraryId);
  setJob(libraryId, { running: false, progress: null });
}

/** Turns saving on or off; off forgets the saved lists (the pages already seen stay). */
export async function setSaveForOffline(libraryId: number, enabled: boolean): Promise<void> {
  const db = mirror();
  await db.meta.put({ key: offlinePrefKey(libraryId), value: enabled });
  if (enabled) {
    void saveCatalogue(libraryId);
    return;
  }
  stopCatalogue(libraryId);
  await db.meta.delete(catalogueKey(libraryId));
  invalidateBookIndex(libraryId);
}

/** 0…1 for a progress bar: books are most of the work, members the rest. */
export function progressFraction(p: CatalogueProgress | null): number {
  if (!p) return 0;
  if (p.phase === "done") return 1;
  const within = p.lastPage > 0 ? Math.min(1, p.page / p.lastPage) : 0;
  return p.phase === "books" ? within * 0.85 : 0.85 + within * 0.15;
}

export interface SaveForOffline {
  /** Whether saving is on (the user's choice, else on for members). */
  enabled: boolean;
  /** When the whole catalogue was last saved; null before the first complete save. */
  savedAt: number | null;
  job: CatalogueJob | undefined;
  setEnabled: (enabled: boolean) => Promise<void>;
}

export function useSaveForOffline(libraryId: number, isMember: boolean): SaveForOffline {
  const who = useSession((s) => s.user?.id ?? 0);
  const online = useOnline();
  const stored = useLiveQuery(async () => {
    if (!hasMirror()) return { pref: undefined, savedAt: null, stale: false };
    const [pref, saved] = await Promise.all([
      mirror().meta.get(offlinePrefKey(libraryId)),
      mirror().meta.get(catalogueKey(libraryId)),
    ]);
    const savedAt = (saved?.value as { at?: number } | undefined)?.at ?? null;
    return {
      pref: pref?.value as boolean | undefined,
      savedAt,
      stale: savedAt === null || Date.now() - savedAt > CATALOGUE_MAX_AGE_MS,
    };
  }, [libraryId, who]);
  const job = useCatalogueJobs((s) => s.jobs[libraryId]);
  const enabled = stored?.pref ?? isMember;
  const savedAt = stored?.savedAt ?? null;
  const due =
    stored !== undefined && enabled && online && !job?.running && !job?.failed && stored.stale;
  useEffect(() => {
    if (due) void saveCatalogue(libraryId);
  }, [due, libraryId]);
  return { enabled, savedAt, job, setEnabled: (on) => setSaveForOffline(libraryId, on) };
}
