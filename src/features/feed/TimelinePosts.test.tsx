// A user's or library's timeline: its own posts, the post box only when allowed, the empty text.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { feedWorld, makePost } from "./feedTestKit.test-util";
import { TimelinePosts } from "./TimelinePosts";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("TimelinePosts", () => {
  it("shows the timeline's stored posts and no post box when the reader may not post", async () => {
    const world = await feedWorld();
    await world.db.posts.bulkPut([makePost(1, "on the library"), makePost(2, "only in the feed")]);
    await world.db.timelineEntries.bulkPut([
      { timeline: "library:3", postId: 1, rank: 0 },
      { timeline: "feed", postId: 2, rank: 0 },
    ]);
    await renderWithRouter(<TimelinePosts timeline={{ type: "library", id: 3 }} canPost={false} />);
    expect(await screen.findByText("on the library")).toBeInTheDocument();
    expect(screen.queryByText("only in the feed")).toBeNull();
    expect(screen.queryByRole("button", { name: "Start a discussion…" })).toBeNull();
  });

  it("says 'No available posts' when empty, and posts to that timeline when allowed", async () => {
    const world = await feedWorld();
    await renderWithRouter(<TimelinePosts timeline={{ type: "library", id: 3 }} canPost />);
    expect(await screen.findByText("No available posts")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Start a discussion…" }));
    await user.type(screen.getByLabelText("What would you like to discuss?"), "Library news");
    await user.click(screen.getByRole("button", { name: "Post" }));
    // The post's card (a text match could also be the closing dialog's box, gone a moment later).
    expect(await screen.findByTestId("post")).toHaveTextContent("Library news");
    const [row] = await world.db.outbox.toArray();
    expect(row?.payload.timeline).toEqual({ type: "library", id: 3 });
  });
});
