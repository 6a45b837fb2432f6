// Loads the components the app fetches on demand (post dialogs, refused changes) before a test renders, as the
// browser has them once it was idle after the feed: tests of what a dialog does need not wait for its chunk.
import { beforeAll } from "vitest";
import { preloadPostDialogs } from "../features/posts/dialogs";
import { FailedChange, FailedWrite } from "../features/posts/failures";

export function preloadOnDemand(): void {
  beforeAll(() =>
    Promise.all([preloadPostDialogs(), FailedWrite.preload(), FailedChange.preload()]),
  );
}
