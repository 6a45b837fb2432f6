// The words the page and the service worker exchange (shared by src/sw.ts and the page side).

/** Background Sync tag registered while writes wait in the outbox. */
export const OUTBOX_SYNC_TAG = "outbox";

/** Service worker → page: "the network is back, replay the outbox now". */
export const REPLAY_OUTBOX = { type: "replay-outbox" } as const;

/** Page → waiting service worker: "take over now" (sent by workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = { type: "SKIP_WAITING" } as const;

export function isMessage(data: unknown, message: { type: string }): boolean {
  return (
    typeof data === "object" && data !== null && (data as { type?: unknown }).type === message.type
  );
}
