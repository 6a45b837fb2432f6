// Loads the components the app fetches on demand (post dialogs, refused changes) before a test renders, as the
// browser has them once the control that opens one was pointed at: tests of what a dialog does need not wait
// for its chunk.
import { beforeAll } from "vitest";
import {
  BlockDialog,
  ConfirmDialog,
  LikesModal,
  PostEditor,
  ReportDialog,
} from "../features/posts/dialogs";
import { FailedChange, FailedWrite } from "../features/posts/failures";

export function preloadOnDemand(): void {
  beforeAll(() =>
    Promise.all(
      [
        PostEditor,
        ReportDialog,
        BlockDialog,
        LikesModal,
        ConfirmDialog,
        FailedWrite,
        FailedChange,
      ].map((component) => component.preload()),
    ),
  );
}
