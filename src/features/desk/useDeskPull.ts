// A desk screen's pull of the desk and its lists (sync/deskPulls.ts) on open, focus and reconnect, and how
// the last one went: every desk page, opened from the desk or straight by its address, brings its lists.
import { useState } from "react";
import type { DeskRow } from "../../db";
import { keepDeskOffline } from "../../lib/keepOffline";
import { useMounted } from "../../lib/useMounted";
import { useRevalidate } from "../../sync";
import { pullCirculation } from "../../sync/deskPulls";

export interface DeskPull {
  /** A pull has ended, answered or failed (none is tried offline). */
  done: boolean;
  /** The last pull failed (offline or refused): the device's copy is shown. */
  stale: boolean;
  /** The desk as the last answered pull read it: null when the caller is not staff, undefined before. */
  desk: DeskRow | null | undefined;
}

export function useDeskPull(libraryId: number): DeskPull {
  const [state, setState] = useState<DeskPull>({ done: false, stale: false, desk: undefined });
  const mounted = useMounted();
  useRevalidate(() => {
    pullCirculation(libraryId).then(
      (desk) => {
        if (desk) void keepDeskOffline();
        if (mounted.current) setState({ done: true, stale: false, desk });
      },
      () => mounted.current && setState((was) => ({ ...was, done: true, stale: true })),
    );
  });
  return state;
}
