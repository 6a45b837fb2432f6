// The post list's first render holds only the posts on screen; the ones just beyond it come in a later task.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { feedWorld, makePost } from "../feed/feedTestKit.test-util";
import { TimelinePosts } from "../feed/TimelinePosts";
import { PostList } from "./PostList";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
});

/** How many posts each change of the page holds, from the first that holds any, while `run` runs. */
async function postCounts(run: (counts: number[]) => Promise<void>): Promise<void> {
  const counts: number[] = [];
  const observer = new MutationObserver(() => {
    const n = document.querySelectorAll(".post-list__item").length;
    if (n && counts[counts.length - 1] !== n) counts.push(n);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await run(counts);
  } finally {
    observer.disconnect();
  }
}

/** `count` posts ("<text> 1", "<text> 2", …) on library `libraryId`'s timeline, on the device. */
async function storeTimeline(libraryId: number, count: number, text: string): Promise<void> {
  const world = await feedWorld();
  const posts = Array.from({ length: count }, (_, i) => makePost(i + 1, `${text} ${i + 1}`));
  await world.db.posts.bulkPut(posts);
  await world.db.timelineEntries.bulkPut(
    posts.map((p, rank) => ({ timeline: `library:${libraryId}`, postId: p.id, rank })),
  );
}

it("renders the posts on screen first, then two more beyond it", async () => {
  await storeTimeline(3, 10, "post number");
  await postCounts(async (counts) => {
    await renderWithRouter(<TimelinePosts timeline={{ type: "library", id: 3 }} canPost={false} />);
    expect(await screen.findByText("post number 1")).toBeInTheDocument();
    // jsdom's window is 768 px tall and each post is estimated at 360 px: three posts are on screen.
    await waitFor(() => expect(counts).toEqual([3, 5]));
  });
});

it("gradual: puts the posts on screen in one a task, says when they are all in, then the two beyond", async () => {
  await feedWorld();
  const posts = Array.from({ length: 10 }, (_, i) => makePost(i + 1, `gradual post ${i + 1}`));
  const onShown = vi.fn();
  await postCounts(async (counts) => {
    await renderWithRouter(
      <PostList
        posts={posts}
        hasMore={false}
        loading={false}
        loadMore={() => undefined}
        gradual
        onShown={() => onShown(document.querySelectorAll(".post-list__item").length)}
      />,
    );
    await waitFor(() => expect(counts).toEqual([1, 2, 3, 5]));
  });
  expect(onShown.mock.calls).toEqual([[3]]);
});

it("never scrolls the window to where it already is, nor reads the list's box, when it starts", async () => {
  await storeTimeline(4, 4, "quiet post");
  // The window scrolls the virtualizer asks for (the router's own scroll restoration is not the list's).
  const listScrolls: unknown[] = [];
  const scrolls = vi.spyOn(window, "scrollTo").mockImplementation((...args: unknown[]) => {
    if (new Error().stack?.includes("virtual-core")) listScrolls.push(args);
  });
  const boxes = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
  try {
    await renderWithRouter(<TimelinePosts timeline={{ type: "library", id: 4 }} canPost={false} />);
    expect(await screen.findByText("quiet post 1")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll(".post-list__item")).toHaveLength(4));
    // Each would lay the whole page out in the middle of the first render.
    expect(listScrolls).toEqual([]);
    expect(boxes.mock.contexts.filter((el) => (el as Element).matches(".post-list"))).toEqual([]);
  } finally {
    scrolls.mockRestore();
    boxes.mockRestore();
  }
});
