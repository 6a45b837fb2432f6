// Asks the service worker to keep a role's code for offline use (src/worker/roleFiles.ts): a signed-in person's
// screens when the app starts signed in or someone signs in (src/sync/bootstrap.ts), the desk's when a desk screen
// learns, online, that the person staffs the library, the Bangla texts when Bangla is loaded (src/i18n/activate.ts). The worker answers on the message's port once it has them
// all, at once when it already had them.

/** Page → service worker: "keep the desk's files for offline use" (a word of src/lib/sw-messages.ts's kind). */
export const KEEP_STAFF_FILES = { type: "keep-staff-files" } as const;

/** Page → service worker: "keep a signed-in person's screens for offline use". */
export const KEEP_SIGNED_IN_FILES = { type: "keep-signed-in-files" } as const;

/** Page → service worker: "keep the Bangla interface's texts for offline use". */
export const KEEP_BANGLA_FILES = { type: "keep-bangla-files" } as const;

/** Service worker → page, on the message's port: every file is kept, or keeping them failed. */
export type KeepAnswer = "kept" | "failed";

/** Whether a role's screens work offline on this device: kept, or not (yet), or no worker to ask. */
export type OfflineUse = "ready" | "failed" | "unsupported";

type KeepWord = typeof KEEP_STAFF_FILES | typeof KEEP_SIGNED_IN_FILES | typeof KEEP_BANGLA_FILES;

function keepOffline(word: KeepWord) {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !navigator.serviceWorker)
    return Promise.resolve<OfflineUse>("unsupported");
  return navigator.serviceWorker.ready
    .then(
      (registration) =>
        new Promise<OfflineUse>((resolve) => {
          const worker = registration.active;
          if (!worker) return resolve("unsupported");
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<KeepAnswer>) =>
            resolve(event.data === "kept" ? "ready" : "failed");
          worker.postMessage(word, [channel.port2]);
        }),
    )
    .catch((): OfflineUse => "failed");
}

/** The desk's screens, for a person with a desk. */
export const keepDeskOffline = () => keepOffline(KEEP_STAFF_FILES);

/** A signed-in person's screens (feed, libraries, profiles, ...). */
export const keepSignedInOffline = () => keepOffline(KEEP_SIGNED_IN_FILES);

/** The Bangla interface's texts, once Bangla is loaded. */
export const keepBanglaOffline = () => keepOffline(KEEP_BANGLA_FILES);
