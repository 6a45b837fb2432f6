// Whether a new version of the app waits to take over, and how to let it (set by the SW registration).
import { create } from "zustand";

export interface UpdateState {
  /** A new service worker is installed and waiting. */
  ready: boolean;
  /** Activates the waiting version and reloads the page once it controls it. */
  apply: () => void;
  offer: (apply: () => void) => void;
  dismiss: () => void;
}

export const useUpdateState = create<UpdateState>((set) => ({
  ready: false,
  apply: () => undefined,
  offer: (apply) => set({ ready: true, apply }),
  dismiss: () => set({ ready: false }),
}));
