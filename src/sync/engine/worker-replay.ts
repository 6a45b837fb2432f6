// The outbox replayed by the service worker on Background Sync, with every page closed: the pages' own
// replay code, the session they left in IndexedDB, and their Web Lock, so a write is never sent twice.
import { configureApi } from "../../api/client";
import { MirrorDb, userDbName } from "../../db";
import { readDeviceSession } from "../../session/deviceSession";
import { runExclusive } from "./lock";
import { replayQueue, type ReplayOptions, type ReplayStop } from "./replay";
import { useSyncStore } from "./store";

export type WorkerReplayStop = ReplayStop | { reason: "signedOut" };

/** A pause the worker waits out itself (the browser lets a sync event run for minutes); a longer one it leaves. */
export const WORKER_WAIT_MS = 30_000;
const MAX_PASSES = 5;

/**
 * Replays the signed-in reader's outbox, behind any page's replay that holds the lock, waiting out short
 * pauses. Answers why it stopped: "signedOut" when no session is stored (nothing is sent), "waiting" when the
 * server asked for a longer pause (the caller lets the browser try again later).
 */
export async function replayInWorker(
  options: ReplayOptions & { sleep?: (ms: number) => Promise<void> } = {},
): Promise<WorkerReplayStop> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  let stop = await replayOnce(options);
  for (let pass = 1; pass < MAX_PASSES && stop.reason === "waiting"; pass++) {
    const wait = stop.until - now();
    if (wait > WORKER_WAIT_MS) break;
    await sleep(Math.max(0, wait));
    stop = await replayOnce(options);
  }
  return stop;
}

async function replayOnce(options: ReplayOptions): Promise<WorkerReplayStop> {
  const session = await readDeviceSession();
  if (!session) return { reason: "signedOut" };
  configureApi({ token: () => session.token });
  // A 401 met by an earlier wake-up is not this one's: the reader may have signed in again since.
  useSyncStore.getState().set({ needsLogin: false });
  const db = new MirrorDb(userDbName(session.userId));
  let stop: WorkerReplayStop = { reason: "empty" };
  try {
    await runExclusive(async () => {
      // The session may have ended while this waited for a page's pass.
      const current = await readDeviceSession();
      if (current?.token !== session.token) {
        stop = { reason: "signedOut" };
        return;
      }
      stop = await replayQueue(db, options);
    });
  } finally {
    db.close();
  }
  return stop;
}
