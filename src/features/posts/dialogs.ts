// The post composer and the dialogs a post opens, each loaded when it is about to open: the feed's start
// needs none of them. The control that opens one starts its load when the pointer comes over it, presses it
// or focus reaches it (preloadOnIntent), so it is loaded by the time the click opens it.
import { onDemand } from "../../lib/onDemand";

export const PostEditor = onDemand(() => import("./PostEditor").then((m) => m.PostEditor));
export const ReportDialog = onDemand(() => import("./ReportDialog").then((m) => m.ReportDialog));
export const BlockDialog = onDemand(() => import("./BlockDialog").then((m) => m.BlockDialog));
export const LikesModal = onDemand(() => import("./LikesModal").then((m) => m.LikesModal));
export const ConfirmDialog = onDemand(() =>
  import("../../ui/ConfirmDialog").then((m) => m.ConfirmDialog),
);

interface Loadable {
  preload(): Promise<unknown>;
}

/** Starts loading each of `dialogs` (once; a failed load is tried again next time). */
export function preloadDialogs(dialogs: readonly Loadable[]): void {
  for (const dialog of dialogs) void dialog.preload().catch(() => undefined);
}

/** Handlers for a control that opens `dialogs`: the pointer over it, a press or focus on it loads them. */
export function preloadOnIntent(...dialogs: Loadable[]) {
  const start = () => preloadDialogs(dialogs);
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}
