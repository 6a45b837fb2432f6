// When replay runs in a page: on start, when the app is back online (src/lib/connectivity.ts), when something
// is queued, on the backoff timer, when the service worker asks, and after signing in again following a 401.
import { onReplayRequest, requestOutboxSync } from "./background-sync";
import { useSession } from "../../session/session";
import { isOnline, onBackOnline } from "../../lib/connectivity";
import { hasMirror, mirror } from "../../db";
import { runExclusive } from "./lock";
import { onQueued } from "./outbox";
import { replayQueue, wakeNetworkWaits, type ReplayStop } from "./replay";
import { useSyncStore } from "./store";

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(stop: ReplayStop): void {
  clearTimeout(timer);
  if (stop.reason === "waiting") {
    timer = setTimeout(() => void replayNow(), Math.max(0, stop.until - Date.now()));
  }
}

/** Replays the outbox now (or right after the replay already running). Never throws. */
export function replayNow(): Promise<void> {
  if (!hasMirror()) return Promise.resolve();
  const db = mirror();
  return runExclusive(async () => {
    useSyncStore.getState().set({ replaying: true });
    try {
      schedule(await replayQueue(db));
    } catch (error) {
      // Signed out (the mirror closed) in the middle of a pass: the next sign-in starts again.
      if ((error as { name?: string }).name === "DatabaseClosedError") return;
      console.error("Outbox replay stopped:", error);
      schedule({ reason: "waiting", until: Date.now() + 30_000 });
    } finally {
      useSyncStore.getState().set({ replaying: false });
    }
  });
}

/** Back online: what only waited for the network (however long its backoff had grown offline) goes now. */
async function replayAfterReconnect(): Promise<void> {
  if (hasMirror()) await wakeNetworkWaits(mirror()).catch(() => undefined);
  await replayNow();
}

/** Starts every replay trigger. Returns a function that stops them. */
export function startSync(): () => void {
  const offOnline = onBackOnline(() => void replayAfterReconnect());
  const offReplay = onReplayRequest(() => void replayNow());
  const offQueued = onQueued(() => {
    void requestOutboxSync();
    if (isOnline()) void replayNow();
  });
  const offSession = useSession.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token && useSyncStore.getState().needsLogin) {
      useSyncStore.getState().set({ needsLogin: false });
      void replayNow();
    }
  });
  void replayNow();
  return () => {
    offOnline();
    offReplay();
    offQueued();
    offSession();
    clearTimeout(timer);
  };
}
