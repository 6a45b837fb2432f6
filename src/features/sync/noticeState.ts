// What the conflict notices share with the sync indicator: whether its panel is open, and which refused
// rows are put aside (read here, or shown by the screen that made them).
import { create } from "zustand";

interface NoticeState {
  panelOpen: boolean;
  /** Refused rows the person dismissed, or a screen shows itself: the top-bar notice leaves them out. */
  hidden: ReadonlySet<string>;
  claimed: ReadonlySet<string>;
  setPanelOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  dismiss: (ids: readonly string[]) => void;
  claim: (id: string, on: boolean) => void;
}

export const useNoticeState = create<NoticeState>((set) => ({
  panelOpen: false,
  hidden: new Set(),
  claimed: new Set(),
  setPanelOpen: (open) =>
    set((s) => ({ panelOpen: typeof open === "function" ? open(s.panelOpen) : open })),
  dismiss: (ids) => set((s) => ({ hidden: new Set([...s.hidden, ...ids]) })),
  claim: (id, on) =>
    set((s) => {
      const claimed = new Set(s.claimed);
      if (on) claimed.add(id);
      else claimed.delete(id);
      return { claimed };
    }),
}));
