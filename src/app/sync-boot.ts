// Loads and starts the sync engine (its own chunk, with the local database) once: at start for a signed-in
// reader, at sign-in for a guest (a guest's visit needs neither), or when another tab signs in.
import { useSession } from "../session/session";

let started: Promise<void> | null = null;

/** Starts following the session with the sync engine; the same promise on every call. */
export function startSyncEngine(): Promise<void> {
  started ??= import("../sync/bootstrap").then((m) => m.bootSync()).then(() => undefined);
  return started;
}

/**
 * Starts the engine and, with it, the feed's first page, which the feed screen's first refresh then takes
 * instead of asking for it after the shell has painted.
 */
export function startSyncEngineWithFeed(): Promise<void> {
  return startSyncEngine().then(() =>
    import("../sync/bootstrap").then((m) => m.pullEarly({ resource: "feed", page: 1 })),
  );
}

/** For a guest: starts the engine as soon as a token appears (a sign-in in another tab, too). */
export function startSyncEngineAtSignIn(): void {
  const stop = useSession.subscribe((s) => {
    if (!s.token) return;
    stop();
    void startSyncEngine();
  });
}
