// Asks the service worker to keep the desk's code for offline use: called when a desk screen learns, online, that
// the person staffs the library. The worker answers at once when it has them all (src/worker/staffFiles.ts).

/** Page → service worker: "keep the desk's files for offline use" (a word of src/lib/sw-messages.ts's kind). */
export const KEEP_STAFF_FILES = { type: "keep-staff-files" } as const;

export function keepDeskOffline(): void {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(KEEP_STAFF_FILES))
    .catch(() => undefined);
}
