// The news feed on the mirror and outbox: shows stored posts, pages, and writes that work offline.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { replayNow } from "../../sync";
import { renderWithRouter } from "../../test/render";
import { FeedScreen } from "./FeedScreen";
import { feedWorld, makePost, me } from "./feedTestKit.test-util";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const posts = () => screen.queryAllByTestId("post");

/** Writes "too long text" offline, then the server refuses it with a 422 on replay. */
async function refusedPost() {
  const world = await feedWorld([[]]);
  const user = userEvent.setup();
  await renderWithRouter(<FeedScreen />);
  await user.click(await screen.findByRole("button", { name: "Start a discussion…" }));
  await user.type(screen.getByLabelText("What would you like to discuss?"), "too long text");
  await user.click(screen.getByRole("button", { name: "Post" }));
  await waitFor(() => expect(posts()).toHaveLength(1));

  world.server.failNext(
    422,
    {},
    {
      message: "The body may not be greater than 5 characters.",
      errors: { body: ["The body may not be greater than 5 characters."] },
    },
  );
  world.online(true);
  await act(() => replayNow());
  return { world, user, failed: await screen.findByTestId("failed-write") };
}

describe("FeedScreen", () => {
  it("says 'No discussion found.' when the feed is empty", async () => {
    const world = await feedWorld([[]]);
    world.online(true);
    await renderWithRouter(<FeedScreen />);
    expect(await screen.findByText("No discussion found.")).toBeInTheDocument();
  });

  it("beneath a picture of the feed, takes the picture away only once the screen's posts are all in", async () => {
    const world = await feedWorld([[]]);
    const stored = Array.from({ length: 6 }, (_, i) => makePost(i + 1, `pictured post ${i + 1}`));
    await world.db.posts.bulkPut(stored);
    await world.db.timelineEntries.bulkPut(
      stored.map((p, rank) => ({ timeline: "feed", postId: p.id, rank })),
    );
    const picture = document.createElement("div");
    picture.setAttribute("data-snapshot", "");
    document.body.append(picture);
    // How many posts the page holds at each change, and when the picture went.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const now = picture.isConnected ? String(posts().length) : "picture gone";
      if (seen[seen.length - 1] !== now && !seen.includes("picture gone")) seen.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await renderWithRouter(<FeedScreen />);
      await waitFor(() => expect(seen).toContain("picture gone"));
    } finally {
      observer.disconnect();
      picture.remove();
    }
    // jsdom's window holds three posts: they came in one at a time, all before the picture went (the two
    // beyond the screen may come before it too).
    const counts = seen.filter((s) => s !== "0");
    expect(counts.slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(counts[counts.length - 1]).toBe("picture gone");
  });

  it("shows the stored feed offline, then the server's pages when online, the next page included", async () => {
    const world = await feedWorld([
      [makePost(1, "first page post")],
      [makePost(2, "second page post")],
    ]);
    await world.db.posts.put(makePost(9, "stored earlier"));
    await world.db.timelineEntries.put({ timeline: "feed", postId: 9, rank: 0 });
    await renderWithRouter(<FeedScreen />);
    expect(await screen.findByText("stored earlier")).toBeInTheDocument();
    act(() => world.online(true));
    expect(await screen.findByText("first page post")).toBeInTheDocument();
    // The end of the list is on screen, so the next page is fetched through links.next.
    expect(await screen.findByText("second page post")).toBeInTheDocument();
  });

  it("posts offline at once with a pending marker, and sends it exactly once when online", async () => {
    const world = await feedWorld([[]]);
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    await user.click(await screen.findByRole("button", { name: "Start a discussion…" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a discussion" });
    await user.click(within(dialog).getByRole("button", { name: "Post" }));
    expect(await within(dialog).findByText("Write something to post.")).toBeInTheDocument();
    expect(await world.db.outbox.count()).toBe(0);

    await user.type(
      within(dialog).getByLabelText("What would you like to discuss?"),
      "Hello{enter}library",
    );
    await user.click(within(dialog).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const card = (await screen.findAllByTestId("post"))[0]!;
    expect(card.querySelector(".post-card__body br")).not.toBeNull();
    expect(await within(card).findByTestId("pending-badge")).toHaveTextContent("Waiting to send");

    world.online(true);
    await act(() => replayNow());
    await act(() => replayNow());
    await waitFor(() => expect(screen.queryByTestId("pending-badge")).toBeNull());
    expect([...world.server.posts.values()].map((p) => p.body.replace(/\r\n/g, "\n"))).toEqual([
      "Hello\nlibrary",
    ]);
    expect(posts()).toHaveLength(1);
  });

  it("keeps a draft when the dialog is closed, until it is posted or discarded", async () => {
    const world = await feedWorld([[]]);
    const drafts = () => world.db.meta.where("key").startsWith("draft:post:").count();
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    await user.click(await screen.findByRole("button", { name: "Start a discussion…" }));
    await user.type(screen.getByLabelText("What would you like to discuss?"), "half a thought");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Start a discussion…" }));
    await waitFor(() =>
      expect(screen.getByLabelText("What would you like to discuss?")).toHaveValue(
        "half a thought",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Discard" }));
    // Nothing is left to bring back: the reopened editor reads the stored drafts, and there are none.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(async () => expect(await drafts()).toBe(0));
    await user.click(screen.getByRole("button", { name: "Start a discussion…" }));
    expect(await screen.findByLabelText("What would you like to discuss?")).toHaveValue("");
  });

  it("shows a post the server refused with its reason, and Edit brings the text back", async () => {
    const { world, user, failed } = await refusedPost();
    expect(failed).toHaveTextContent("The body may not be greater than 5 characters.");
    expect(failed).toHaveTextContent("too long text");
    await waitFor(() => expect(posts()).toHaveLength(0));

    await user.click(within(failed).getByRole("button", { name: "Edit" }));
    await waitFor(() =>
      expect(screen.getByLabelText("What would you like to discuss?")).toHaveValue("too long text"),
    );
    await waitFor(() => expect(screen.queryByTestId("failed-write")).toBeNull());
    expect(await world.db.outbox.count()).toBe(0);
  });

  it("keeps a refused post when the device cannot store it as a draft for editing", async () => {
    const { world, user, failed } = await refusedPost();
    const full = Object.assign(new Error("full"), { name: "QuotaExceededError" });
    vi.spyOn(world.db.meta, "put").mockRejectedValue(full);
    await user.click(within(failed).getByRole("button", { name: "Edit" }));
    expect(
      await screen.findByText("This could not be saved on this device. Try again."),
    ).toHaveAttribute("role", "alert");
    expect(world.db.meta.put).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("failed-write")).toHaveTextContent("too long text");
    expect(await world.db.outbox.count()).toBe(1);
  });

  it("likes and comments offline (Enter sends, Shift+Enter adds a line), then both reach the server", async () => {
    const world = await feedWorld([[makePost(5, "a post")]]);
    world.server.posts.set(5, { id: 5, body: "a post", title: null });
    await world.db.posts.put(makePost(5, "a post"));
    await world.db.timelineEntries.put({ timeline: "feed", postId: 5, rank: 0 });
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    const card = (await screen.findAllByTestId("post"))[0]!;

    await user.click(within(card).getByTestId("like-button"));
    await waitFor(() => expect(within(card).getByTestId("like-summary")).toHaveTextContent("You"));
    expect(within(card).getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");

    const box = within(card).getByLabelText("Write a comment");
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(world.server.requests).toHaveLength(0);
    await user.keyboard("{Enter}");
    const comment = await within(card).findByTestId("comment");
    expect(comment).toHaveTextContent("line oneline two");
    expect(comment.querySelector("br")).not.toBeNull();
    expect(box).toHaveValue("");
    expect(within(card).getByTestId("comment-count")).toHaveTextContent("1 comment");

    world.online(true);
    await act(() => replayNow());
    await waitFor(() => expect(screen.queryAllByTestId("pending-badge")).toHaveLength(0));
    expect(world.server.likes.size).toBe(1);
    expect([...world.server.comments.values()].map((c) => c.body)).toEqual(["line one\nline two"]);
  });

  it("unliking takes the like back; a like and unlike never sent cancel out", async () => {
    const world = await feedWorld([[]]);
    await world.db.posts.put(
      makePost(5, "a post", { likes_data: { total: 3, users: [] }, my_like: null }),
    );
    await world.db.timelineEntries.put({ timeline: "feed", postId: 5, rank: 0 });
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    const card = (await screen.findAllByTestId("post"))[0]!;
    expect(within(card).getByTestId("like-summary")).toHaveTextContent("3 people like this");
    await user.click(within(card).getByTestId("like-button"));
    await waitFor(() =>
      expect(within(card).getByTestId("like-summary")).toHaveTextContent("You and 3 others"),
    );
    await user.click(within(card).getByTestId("like-button"));
    await waitFor(() =>
      expect(within(card).getByTestId("like-summary")).toHaveTextContent("3 people like this"),
    );
    expect(await world.db.outbox.count()).toBe(0);
  });

  it("offers Edit and Delete on own posts only; Delete asks first and removes the post", async () => {
    const world = await feedWorld([[]]);
    world.server.posts.set(11, { id: 11, body: "mine", title: null });
    await world.db.posts.bulkPut([
      makePost(11, "mine", { user: { ...me }, postable: { ...me } }),
      makePost(12, "theirs"),
    ]);
    await world.db.timelineEntries.bulkPut([
      { timeline: "feed", postId: 11, rank: 0 },
      { timeline: "feed", postId: 12, rank: 1 },
    ]);
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    await screen.findByText("theirs");
    const [mine, theirs] = posts();
    // Others' posts can be shared, reported or blocked, never edited or deleted.
    await user.click(within(theirs!).getByRole("button", { name: "Post options" }));
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual([
      "Share",
      "Report this post",
      "Block Tomal Roy",
    ]);
    await user.keyboard("{Escape}");

    await user.click(within(mine!).getByRole("button", { name: "Post options" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(posts()).toHaveLength(2);

    await user.click(within(mine!).getByRole("button", { name: "Post options" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(screen.queryByText("mine")).toBeNull());
    world.online(true);
    await act(() => replayNow());
    expect(world.server.posts.has(11)).toBe(false);
  });

  it("edits an own post in place", async () => {
    const world = await feedWorld([[]]);
    world.server.posts.set(11, { id: 11, body: "before", title: null });
    await world.db.posts.put(makePost(11, "before", { user: { ...me }, postable: { ...me } }));
    await world.db.timelineEntries.put({ timeline: "feed", postId: 11, rank: 0 });
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    await user.click(await screen.findByRole("button", { name: "Post options" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    const field = await screen.findByLabelText("What would you like to discuss?");
    expect(field).toHaveValue("before");
    await user.clear(field);
    await user.type(field, "after");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // Saving goes through the outbox and a live query (the card may render more than once on the way). The
    // card, not any text: the closing editor's box holds the same words.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("post")).toHaveTextContent("after"));
    world.online(true);
    await act(() => replayNow());
    expect(world.server.posts.get(11)?.body).toBe("after");
  });

  it("lets the post's author delete anyone's comment, and others only their own", async () => {
    const world = await feedWorld([[]]);
    const comment = (
      id: number,
      user: typeof me | ReturnType<typeof makePost>["user"],
      body: string,
    ) => ({
      id,
      post_id: 0,
      body,
      user,
      created_at: "2026-11-22T10:00:00.000Z",
    });
    const minePost = makePost(21, "my post", { user: { ...me }, postable: { ...me } });
    minePost.comments_data = {
      total: 1,
      latest: [
        {
          ...comment(31, minePost.postable as typeof me, "x"),
          user: { id: 7, first_name: "Tomal", surname: "Roy", nickname: null, photo_url: null },
          post_id: 21,
          body: "on mine",
        },
      ],
    };
    const theirPost = makePost(22, "their post");
    theirPost.comments_data = {
      total: 2,
      latest: [
        { ...comment(32, theirPost.user, "theirs on theirs"), post_id: 22 },
        { ...comment(33, { ...me }, "mine on theirs"), post_id: 22 },
      ],
    };
    await world.db.posts.bulkPut([minePost, theirPost]);
    await world.db.timelineEntries.bulkPut([
      { timeline: "feed", postId: 21, rank: 0 },
      { timeline: "feed", postId: 22, rank: 1 },
    ]);
    await renderWithRouter(<FeedScreen />);
    await screen.findByText("their post");
    const deletable = screen
      .queryAllByRole("button", { name: /^Delete comment by/ })
      .map((b) => b.closest("[data-testid=comment]")?.textContent);
    expect(deletable).toHaveLength(2);
    expect(deletable.join("|")).toContain("on mine");
    expect(deletable.join("|")).toContain("mine on theirs");
    expect(deletable.join("|")).not.toContain("theirs on theirs");
  });
  it("puts a refused edit back to the server's text and shows why, with retry and discard", async () => {
    const world = await feedWorld([[]]);
    world.server.posts.set(11, { id: 11, body: "before", title: null });
    const mine = makePost(11, "before", { user: { ...me }, postable: { ...me } });
    world.pages = [[mine]];
    await world.db.posts.put(mine);
    await world.db.timelineEntries.put({ timeline: "feed", postId: 11, rank: 0 });
    const user = userEvent.setup();
    await renderWithRouter(<FeedScreen />);
    await user.click(await screen.findByRole("button", { name: "Post options" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    const field = await screen.findByLabelText("What would you like to discuss?");
    await user.clear(field);
    await user.type(field, "after");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // Saving goes through the outbox and a live query (the card may render more than once on the way). The
    // card, not any text: the closing editor's box holds the same words.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("post")).toHaveTextContent("after"));

    world.server.failNext(403, {}, { message: "You can no longer edit this post." });
    world.online(true);
    await act(() => replayNow());
    const failed = await screen.findByTestId("failed-write");
    expect(failed).toHaveTextContent("Post edit: after");
    expect(failed).toHaveTextContent("You can no longer edit this post.");
    expect(await screen.findByText("before")).toBeInTheDocument();
    await user.click(within(failed).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByTestId("failed-write")).toBeNull());
    expect(world.server.posts.get(11)?.body).toBe("before");
  });
});
