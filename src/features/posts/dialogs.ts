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

/** Loads every dialog above in the background, so none waits for the network when it opens. */
export function preloadPostDialogs(): Promise<unknown> {
  return Promise.all(
    [PostEditor, ReportDialog, BlockDialog, LikesModal, ConfirmDialog].map((dialog) =>
      dialog.preload().catch(() => undefined),
    ),
  );
}
