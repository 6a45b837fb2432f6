// "Save for offline": mirrors a library's whole book and member lists in the background, one job per
// library, with progress screens can follow. On by default for libraries the user belongs to.
import { useEffect } from "react";
import { create } from "zustand";
import { useOnline } from "../../lib/useOnline";
import {
  mirrorLibraryCatalogue,
  openMirrorName,
  storeOfflinePreference,
  useStoredCatalogue,
  type CatalogueProgress,
} from "../../sync/catalogue";

/** A saved catalogue older than this is pulled again when its page is opened online. */
export const CATALOGUE_MAX_AGE_MS = 12 * 3600 * 1000;

export interface CatalogueJob {
  running: boolean;
  progress: CatalogueProgress | null;
  failed: boolean;
}

interface JobsState {
  /** By `jobKey`: each signed-in user's mirror has its own jobs. */
  jobs: Record<string, CatalogueJob>;
}

export const useCatalogueJobs = create<JobsState>(() => ({ jobs: {} }));
const controllers = new Map<string, AbortController>();

export const jobKey = (libraryId: number) => `${openMirrorName()}:${libraryId}`;

const setJob = (key: string, job: Partial<CatalogueJob>) =>
  useCatalogueJobs.setState((s) => ({
    jobs: {
      ...s.jobs,
      [key]: { running: false, progress: null, failed: false, ...s.jobs[key], ...job },
    },
  }));

/** The job of a library in the open mirror (its progress, whether it failed). */
export const useCatalogueJob = (libraryId: number) =>
  useCatalogueJobs((s) => s.jobs[jobKey(libraryId)]);

/** Starts mirroring a catalogue unless a job for it is already running. */
export async function saveCatalogue(libraryId: number): Promise<void> {
  const key = jobKey(libraryId);
  if (controllers.has(key) || !openMirrorName()) return;
  const controller = new AbortController();
  controllers.set(key, controller);
  setJob(key, { running: true, failed: false, progress: null });
  try {
    await mirrorLibraryCatalogue(libraryId, (progress) => setJob(key, { progress }), {
      signal: controller.signal,
    });
    setJob(key, { running: false });
  } catch {
    setJob(key, { running: false, failed: true });
  } finally {
    controllers.delete(key);
  }
}

export function stopCatalogue(libraryId: number): void {
  const key = jobKey(libraryId);
  controllers.get(key)?.abort();
  controllers.delete(key);
  setJob(key, { running: false, progress: null });
}

/** Turns saving on or off; off forgets the saved lists (the pages already seen stay). */
export async function setSaveForOffline(libraryId: number, enabled: boolean): Promise<void> {
  if (!enabled) stopCatalogue(libraryId);
  await storeOfflinePreference(libraryId, enabled);
  if (enabled) void saveCatalogue(libraryId);
}

export interface SaveForOffline {
  /** Whether saving is on (the user's choice, else on for members). */
  enabled: boolean;
  /** When the whole catalogue was last saved; null before the first complete save, undefined
   * while the device is read. */
  savedAt: number | null | undefined;
  job: CatalogueJob | undefined;
  setEnabled: (enabled: boolean) => Promise<void>;
}

export function useSaveForOffline(libraryId: number, isMember: boolean): SaveForOffline {
  const online = useOnline();
  const stored = useStoredCatalogue(libraryId, CATALOGUE_MAX_AGE_MS);
  const job = useCatalogueJob(libraryId);
  const enabled = stored?.pref ?? isMember;
  const savedAt = stored === undefined ? undefined : stored.savedAt;
  // Saved automatically once per app start when missing or old; again later only when asked.
  const due = stored !== undefined && enabled && online && !job && stored.stale;
  useEffect(() => {
    if (due) void saveCatalogue(libraryId);
  }, [due, libraryId]);
  return { enabled, savedAt, job, setEnabled: (on) => setSaveForOffline(libraryId, on) };
}
