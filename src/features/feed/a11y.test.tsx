// Accessibility of the feed with posts, comments, a refused post and the post dialog open: axe finds nothing.
import axe from "axe-core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { FeedScreen } from "./FeedScreen";
import { feedWorld, makePost, me, other } from "./feedTestKit.test-util";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

describe("feed accessibility", () => {
  it("has no axe violations with posts and comments, nor with the post dialog open", async () => {
    const world = await feedWorld();
    const withComment = makePost(1, "Hello https://example.org", {
      title: "A title",
      likes_data: { total: 3, users: [other] },
      comments_data: {
        total: 1,
        latest: [
          { id: 5, post_id: 1, body: "Nice", user: other, created_at: "2026-11-22T10:00:00.000Z" },
        ],
      },
    });
    await world.db.posts.bulkPut([
      withComment,
      makePost(2, "Mine", { user: { ...me }, postable: { ...me } }),
    ]);
    await world.db.timelineEntries.bulkPut([
      { timeline: "feed", postId: 1, rank: 0 },
      { timeline: "feed", postId: 2, rank: 1 },
    ]);
    await renderWithRouter(<FeedScreen />);
    await screen.findByText("Mine");
    expect(await violations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Start a discussion…" }));
    await screen.findByRole("dialog");
    expect(await violations()).toEqual([]);
  });
});
