// Whether the app can reach its server: navigator.onLine, corrected by what requests meet. A request that fails
// for want of a network marks the app offline although the browser claims one (Wi-Fi with no internet); the
// first answer marks it online again. The probing that finds that answer loads after the first render
// (connectivity-watch.ts); until then, in the service worker and in unit tests, reports change nothing.
import { create } from "zustand";

export interface Connectivity {
  /** A request failed for want of a network and nothing has answered since. */
  unreachable: boolean;
}

export const connectivity = create<Connectivity>(() => ({ unreachable: false }));

/** True when the app may expect its requests to be answered. */
export const isOnline = (): boolean =>
  (typeof navigator === "undefined" || navigator.onLine !== false) &&
  !connectivity.getState().unreachable;

/** What hears the reports: set by connectivity-watch.ts in a page. */
export const reporter: { answer?: () => void; failure?: () => void } = {};

/** The last report made before anything heard them (the start's first requests), for the watcher to take. */
let unheard: "answer" | "failure" | undefined;
export const takeUnheard = () => {
  const last = unheard;
  unheard = undefined;
  return last;
};

/** Any answer from the server, whatever its status: the network works. */
export const reportAnswer = (): void =>
  reporter.answer ? reporter.answer() : void (unheard = "answer");

/** A request failed without an answer (not refused, not cancelled): offline until something answers. */
export const reportNetworkFailure = (): void =>
  reporter.failure ? reporter.failure() : void (unheard = "failure");

/** Calls `run` once per return (an online event that also ends a failure calls it once). Returns an unsubscribe. */
export function onBackOnline(run: () => void): () => void {
  let was = isOnline();
  let planned = false;
  const fire = () => {
    if (planned) return;
    planned = true;
    queueMicrotask(() => {
      planned = false;
      if (isOnline()) run();
    });
  };
  const unsubscribe = connectivity.subscribe(() => {
    const now = isOnline();
    if (now && !was) fire();
    was = now;
  });
  const onOnline = () => {
    was = isOnline();
    fire();
  };
  const onOffline = () => void (was = false);
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  return () => {
    unsubscribe();
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onOffline);
  };
}
