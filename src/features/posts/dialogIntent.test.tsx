// The post dialogs load when the control that opens one is pointed at, not with the feed: the composer's
// button loads the composer, a post's menu what its items open for this reader.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { FeedScreen } from "../feed/FeedScreen";
import { feedWorld, makePost, me, other } from "../feed/feedTestKit.test-util";
import { BlockDialog, ConfirmDialog, LikesModal, PostEditor, ReportDialog } from "./dialogs";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts each dialog's loads; returns the names of those asked for so far. */
function watchLoads(): () => string[] {
  const dialogs = { PostEditor, ReportDialog, BlockDialog, LikesModal, ConfirmDialog };
  const spies = Object.entries(dialogs).map(
    ([name, dialog]) => [name, vi.spyOn(dialog, "preload").mockResolvedValue(undefined)] as const,
  );
  return () =>
    spies
      .filter(([, spy]) => spy.mock.calls.length > 0)
      .map(([name]) => name)
      .sort();
}

describe("post dialogs", () => {
  it("load when the control that opens them is pointed at, and not with the feed", async () => {
    const world = await feedWorld([[]]);
    const mine = { ...other, id: me.id, first_name: me.first_name, surname: me.surname };
    await world.db.posts.bulkPut([
      makePost(40, "their post"),
      makePost(41, "my post", { user: mine, postable: mine }),
    ]);
    await world.db.timelineEntries.bulkPut([
      { timeline: "feed", postId: 40, rank: 0 },
      { timeline: "feed", postId: 41, rank: 1 },
    ]);
    const loaded = watchLoads();
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    const [theirs, own] = await screen.findAllByTestId("post");
    await screen.findByText("my post");
    expect(loaded()).toEqual([]);

    await user.hover(screen.getByRole("button", { name: "Start a discussion…" }));
    expect(loaded()).toEqual(["PostEditor"]);
    await user.hover(within(theirs!).getByLabelText("Post options"));
    expect(loaded()).toEqual(["BlockDialog", "PostEditor", "ReportDialog"]);
    await user.hover(within(own!).getByLabelText("Post options"));
    expect(loaded()).toEqual(["BlockDialog", "ConfirmDialog", "PostEditor", "ReportDialog"]);
  });
});
