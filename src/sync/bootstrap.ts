// Ties the mirror and the replay to the session: open the signed-in user's mirror, start syncing,
// and close it on sign-out; the service worker's copy of the session follows, and it is asked to keep a
// signed-in person's screens for offline use (not precached for guests). Call once at app start.
import { signedInUserId, useSession } from "../session/session";
import { closeMirror, noteLayoutOfNewMirror, openMirror } from "../db";
import { startSync } from "./engine";
import { requestPersistentStorage } from "./engine";
import { keepSignedInOffline } from "../lib/keepOffline";

export { pullEarly } from "./early-pull";

let stopSync: (() => void) | null = null;
let openFor: number | null = null;

function follow(userId: number | null): void {
  if (userId === openFor) return;
  stopSync?.();
  stopSync = null;
  closeMirror();
  openFor = userId;
  if (userId === null) return;
  openMirror(userId);
  stopSync = startSync();
  void requestPersistentStorage();
  void keepSignedInOffline();
}

/** Starts following the session. Resolves to a function that stops everything. */
export async function bootSync(): Promise<() => void> {
  // A device's first start after sign-in makes the mirror: at the latest layout, which is then all it parses.
  const first = useSession.getState().user?.id ?? null;
  if (first !== null) await noteLayoutOfNewMirror(first);
  follow(useSession.getState().user?.id ?? null);
  const unsubscribe = useSession.subscribe((s) => follow(signedInUserId(s)));
  // The service worker's copy of the session (it replays the outbox with every page closed), in a module
  // loaded on use: it is not on the first screen's path.
  void import("../session/deviceSession").then((m) => m.shareSessionWithWorker());
  return () => {
    unsubscribe();
    follow(null);
  };
}
