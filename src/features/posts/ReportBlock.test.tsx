// Reporting and blocking (the one implementation, used by post menus and profiles; the profile wiring
// is tested in users.test.tsx): nothing is sent until a reason and a description are given, refusals show
// in a dismissible alert, and blocking removes the author's posts and comments from the device.
import { wireAny } from "../../api/wire.test-util";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import type { CommentRow } from "../../db";
import { jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { FeedScreen } from "../feed/FeedScreen";
import { feedWorld, makePost, me, other } from "../feed/feedTestKit.test-util";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

/** A feed with one post by another reader, and a server that answers reports and blocks. */
async function setUp(
  reportAnswer: () => Response = () =>
    jsonResponse(201, { message: "Thanks, we will look into it." }),
) {
  const world = await feedWorld([[]]);
  const theirs = [makePost(40, "their post"), makePost(41, "another of theirs")];
  await world.db.posts.bulkPut(theirs);
  await world.db.timelineEntries.bulkPut([
    { timeline: "feed", postId: 40, rank: 0 },
    { timeline: "feed", postId: 41, rank: 1 },
  ]);
  const sent: { path: string; body: unknown }[] = [];
  const { fakeApi } = await import("../../sync/testing");
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/complain-types/Post")
      return jsonResponse(200, {
        data: ["Spam", "Hate speech"],
      });
    if (path === "/api/complains") {
      sent.push({ path, body: await request.json() });
      return reportAnswer();
    }
    if (path === "/api/blocks") {
      sent.push({ path, body: await request.json() });
      return jsonResponse(201, { message: "Blocked." });
    }
    // The feed holds their posts until the block.
    const data = path === "/api/posts" && sent.length === 0 ? theirs : [];
    return jsonResponse(200, {
      data: data.map(wireAny),
      links: { prev: null, next: null },
      meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
    });
  });
  world.online(true);
  return { world, sent };
}

async function openMenuItem(name: string) {
  const user = userEvent.setup();
  const card = (await screen.findAllByTestId("post"))[0]!;
  // Queries stay inside the card or the dialog, and the menu button is found by its label: role queries
  // compute every element's visibility, which took seconds over the feed on a busy machine.
  await user.click(within(card).getByLabelText("Post options"));
  await user.click(within(card).getByRole("menuitem", { name }));
  return user;
}

/** Pastes `text` into `field` (one input, where typing it would render the feed once per key). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// The whole feed in jsdom: on a busy 2-core machine the file's first test (which also warms the modules and the
// accessibility queries) measured 5.3 s, its later ones 2–3.5 s, every wait being on the page's state.
describe("report a post", () => {
  it("sends nothing until a reason is chosen and the description written", async () => {
    const { sent } = await setUp();
    await renderWithRouter(<FeedScreen />);
    const user = await openMenuItem("Report this post");
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await within(dialog).findByRole("option", { name: "Spam" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getAllByText("Please select an option").length).toBeGreaterThan(1);
    expect(within(dialog).getByText("Please tell us what is wrong.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("What is wrong?")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Describe the problem.")).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(sent).toEqual([]);
    await fillIn(user, within(dialog).getByLabelText("What is wrong?"), "Selling pirated books");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([
      {
        path: "/api/complains",
        body: {
          subject: "Spam",
          body: "Selling pirated books",
          complainable_type: "Post",
          complainable_id: 40,
        },
      },
    ]);
  });

  it("shows the server's refusal in a red alert that can be dismissed", async () => {
    await setUp(() => jsonResponse(429, { message: "You have sent too many reports today." }));
    await renderWithRouter(<FeedScreen />);
    const user = await openMenuItem("Report this post");
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await within(dialog).findByRole("option", { name: "Spam" });
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await fillIn(user, within(dialog).getByLabelText("What is wrong?"), "Spam links");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    const alert = await within(dialog).findByText("You have sent too many reports today.");
    expect(alert.closest(".ui-alert")).toHaveAttribute("data-tone", "error");
    await user.click(within(dialog).getByRole("button", { name: "Dismiss message" }));
    expect(within(dialog).queryByText("You have sent too many reports today.")).toBeNull();
  });

  it("says the report was not sent when the network fails", async () => {
    await setUp(() => {
      throw new TypeError("Failed to fetch");
    });
    await renderWithRouter(<FeedScreen />);
    const user = await openMenuItem("Report this post");
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await within(dialog).findByRole("option", { name: "Spam" });
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await fillIn(user, within(dialog).getByLabelText("What is wrong?"), "Spam links");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await within(dialog).findByText(
        "The report could not be sent. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
  });
});

describe("block the author", () => {
  it("blocks offline too: queued for sending, their posts gone from the device at once", async () => {
    const { world, sent } = await setUp();
    await renderWithRouter(<FeedScreen />);
    await screen.findAllByTestId("post");
    world.online(false);
    const user = await openMenuItem(`Block ${other.first_name} ${other.surname}`);
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, block" }));
    await waitFor(async () => expect(await world.db.posts.count()).toBe(0));
    expect(sent).toEqual([]);
    const [row] = await world.db.outbox.toArray();
    expect(row).toMatchObject({ kind: "block.create", entityKey: `block:user:${other.id}` });
    expect((await world.db.blocks.get(other.id))?.pendingBy).toBe(row!.id);
  });

  it("also drops their comments under other people's posts", async () => {
    const { world } = await setUp();
    const comment = (id: number, user: CommentRow["user"]): CommentRow => ({
      id,
      post_id: 50,
      body: `comment ${id}`,
      user,
      created_at: "2026-01-01T00:00:00.000Z",
    });
    await world.db.posts.put(
      makePost(50, "my post", {
        user: me,
        postable: me,
        comments_data: { total: 5, latest: [comment(1, other), comment(2, me)] },
      }),
    );
    await world.db.comments.bulkPut([comment(1, other), comment(2, me)]);
    await renderWithRouter(<FeedScreen />);
    const user = await openMenuItem(`Block ${other.first_name} ${other.surname}`);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, block" }),
    );
    await waitFor(async () => expect(await world.db.comments.count()).toBe(1));
    const mine = await world.db.posts.get(50);
    expect(mine?.comments_data).toMatchObject({ total: 4, latest: [{ id: 2 }] });
  });

  it("asks yes or no, then blocks, removes their posts from the device and goes home", async () => {
    const { world, sent } = await setUp();
    const { router } = await renderWithRouter(<FeedScreen />, { path: "/somewhere" });
    const user = await openMenuItem(`Block ${other.first_name} ${other.surname}`);
    const dialog = await screen.findByRole("alertdialog", {
      name: `Block ${other.first_name} ${other.surname}?`,
    });
    await user.click(within(dialog).getByRole("button", { name: "No" }));
    expect(sent).toEqual([]);
    await openMenuItem(`Block ${other.first_name} ${other.surname}`);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, block" }),
    );
    await waitFor(() => expect(screen.queryAllByTestId("post")).toHaveLength(0));
    // Queued in the outbox like every write (sent by the replay, tested in src/sync/blocks.test.ts).
    expect((await world.db.outbox.toArray()).map((r) => r.entityKey)).toEqual([
      `block:user:${other.id}`,
    ]);
    expect(await world.db.posts.count()).toBe(0);
    expect(await world.db.timelineEntries.count()).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
