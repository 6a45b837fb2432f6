// Sync state the UI shows: the queue paused for a login, storage full, replay running.
import { create } from "zustand";

export interface SyncState {
  /** The server said 401: the queue waits until the user signs in again. Nothing is dropped. */
  needsLogin: boolean;
  /** The device refused to store more (QuotaExceededError); what was already queued is kept. */
  storageFull: boolean;
  /** Whether the browser agreed to keep this device's data when space runs low (null: not asked yet). */
  storagePersisted: boolean | null;
  replaying: boolean;
  set: (patch: Partial<Omit<SyncState, "set">>) => void;
}

export const useSyncStore = create<SyncState>((set) => ({
  needsLogin: false,
  storageFull: false,
  storagePersisted: null,
  replaying: false,
  set: (patch) => set(patch),
}));
