// Background Sync for the outbox: ask the browser to wake the service worker when the network
// returns (even with the tab in the background), and hear the worker's request to replay.
import { isMessage, OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from "../../lib/sw-messages";

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Registers the `outbox` sync. Resolves true when the browser will wake the worker, false where
 * Background Sync is missing (then the app replays on `online`, on start and on its timer instead).
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: SyncManager;
    };
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Permission refused or no active worker: the other replay triggers still run.
    return false;
  }
}

/** Calls `replay` whenever the service worker asks for the outbox to be replayed. Returns an unsubscribe. */
export function onReplayRequest(replay: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isMessage(event.data, REPLAY_OUTBOX)) replay();
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}
