// The post composer and the dialogs a post opens, each loaded the first time it opens: the feed's first
// paint needs none of them. preloadPostDialogs fetches them all once the feed has painted.
import { onDemand } from "../../lib/onDemand";

export const PostEditor = onDemand(() => import("./PostEditor").then((m) => m.PostEditor));
export const ReportDialog = onDemand(() => import("./ReportDialog").then((m) => m.ReportDialog));
export const BlockDialog = onDemand(() => import("./BlockDialog").then((m) => m.BlockDialog));
export const LikesModal = onDemand(() => import("./LikesModal").then((m) => m.LikesModal));
export const ConfirmDialog = onDemand(() =>
  import("../../ui/ConfirmDialog").then((m) => m.ConfirmDialog),
);

const DIALOGS = [PostEditor, ReportDialog, BlockDialog, LikesModal, ConfirmDialog];

/** Loads every dialog above in the background, so none waits for the network when it opens. */
export function preloadPostDialogs(): Promise<unknown> {
  return Promise.all(DIALOGS.map((dialog) => dialog.preload().catch(() => undefined)));
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run);
  return () => cancelIdleCallback(idle);
};

/**
 * Loads the dialogs one at a time, each in an idle moment after the last has loaded: starting a chunk's
 * load puts a preload link into the page for every file it imports, and all five at once made one task of
 * about 40 ms on the bench machine (four times that on a phone). Returns a function that stops it.
 */
export function preloadPostDialogsWhenIdle(): () => void {
  let cancel = () => {};
  let stopped = false;
  const next = (index: number) => {
    const dialog = DIALOGS[index];
    if (!dialog || stopped) return;
    cancel = whenIdle(() => {
      void dialog
        .preload()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
