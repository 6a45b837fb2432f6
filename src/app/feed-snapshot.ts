// The feed as last shown, kept for the next start: index.html's start-up script lays it over the page before any
// script runs (src/app/home-boot.ts), and the app takes it away once it has painted the feed beneath it.
import { useEffect } from "react";
import { SERVER_PICTURE_ATTRIBUTE } from "../session/session-keys";
import { useSession } from "../session/session";
import { stylesheetsLoaded } from "../lib/stylesheets";

/** The app's first screen is up by now even on a slow phone; the picture never outstays it. */
const OVERLAY_LIMIT_MS = 4000;

/** Whether a picture of the feed covers the page: the device's own, or the server's for this reader. */
export function feedPictureShown(): boolean {
  return (
    document.querySelector("[data-snapshot]:not([data-server])") !== null ||
    (document.documentElement.getAttribute(SERVER_PICTURE_ATTRIBUTE) === "ok" &&
      document.querySelector("[data-snapshot][data-server]") !== null)
  );
}

/** Takes away the picture laid over the page at start (if any). */
export function dropSnapshotOverlay(): void {
  for (const overlay of document.querySelectorAll("[data-snapshot]")) overlay.remove();
}

/** Removes the picture after OVERLAY_LIMIT_MS, or at once when nobody is signed in any more. */
export function limitSnapshotOverlay(): void {
  if (!document.querySelector("[data-snapshot]")) return;
  setTimeout(dropSnapshotOverlay, OVERLAY_LIMIT_MS);
  const stop = useSession.subscribe((s) => {
    if (s.token) return;
    dropSnapshotOverlay();
    stop();
  });
}

/**
 * For the feed screen: once its posts (or its empty state) are on screen, takes the start-up picture away and,
 * a moment later and again whenever they change, keeps a new one.
 */
export function useFeedSnapshot(posts: readonly unknown[] | undefined): void {
  const ready = posts !== undefined;
  const userId = useSession((s) => s.user?.id ?? null);
  // Leaving the feed before it was ready leaves no picture behind.
  useEffect(() => dropSnapshotOverlay, []);
  useEffect(() => {
    if (!ready) return;
    // Once the feed's stylesheets are in (the start-up script links them with the chunks, and the app's loads
    // do not wait for a sheet linked before them), then two frames: the list lays its cards out in the first.
    let frame = 0;
    let gone = false;
    void stylesheetsLoaded().then(() => {
      if (!gone)
        frame = requestAnimationFrame(() => (frame = requestAnimationFrame(dropSnapshotOverlay)));
    });
    // Its code loads then: the first render does not need it. Without it no picture is kept, and the next
    // start paints when the app does.
    const timer =
      userId === null
        ? undefined
        : setTimeout(
            () =>
              void import("./feed-snapshot-capture").then(
                (capture) => capture.saveFeedSnapshot(userId),
                () => undefined,
              ),
            1000,
          );
    return () => {
      gone = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, posts, userId]);
}
