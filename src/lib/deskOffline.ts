// Asks the service worker to keep the desk's code for offline use: called when a desk screen learns, online, that
// the person staffs the library. The worker answers on the message's port once it has them all, at once when it
// already had them (src/worker/staffFiles.ts).

/** Page → service worker: "keep the desk's files for offline use" (a word of src/lib/sw-messages.ts's kind). */
export const KEEP_STAFF_FILES = { type: "keep-staff-files" } as const;

/** Service worker → page, on the message's port: every file is kept, or keeping them failed. */
export type DeskFilesAnswer = "kept" | "failed";

/** Whether the desk works offline on this device: its files kept, or not (yet), or no worker to ask. */
export type DeskOffline = "ready" | "failed" | "unsupported";

export function keepDeskOffline(): Promise<DeskOffline> {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !navigator.serviceWorker)
    return Promise.resolve("unsupported");
  return navigator.serviceWorker.ready
    .then(
      (registration) =>
        new Promise<DeskOffline>((resolve) => {
          const worker = registration.active;
          if (!worker) return resolve("unsupported");
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<DeskFilesAnswer>) =>
            resolve(event.data === "kept" ? "ready" : "failed");
          worker.postMessage(KEEP_STAFF_FILES, [channel.port2]);
        }),
    )
    .catch((): DeskOffline => "failed");
}
