// Sync state the UI shows: the queue paused for a login, storage full, replay running.
import { create } from "zustand";

export interface SyncState {
  /** The server said 401: the queue waits until the user signs in again. Nothing is dropped. */
  needsLogin: boolean;
  /** The device refused to store more (QuotaExceededError); what was already queued is kept. */
  storageFull: boolean;
  replaying: boolean;
  set: (patch: Partial<Omit<SyncState, "set">>) => void;
}

export const useSyncStore = create<SyncState>((set) => ({
  needsLogin: false,
  storageFull: false,
  replaying: false,
  set: (patch) => set(patch),
}));
