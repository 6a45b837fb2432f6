// Editing a comment in place: offered to its author only; Enter saves (queued, marked pending), Shift+Enter
// adds a line, Esc and Cancel leave the text as it was.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLiveQuery } from "dexie-react-hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import type { CommentRow } from "../../db";
import { mirror } from "../../db";
import { renderWithRouter } from "../../test/render";
import { feedWorld, me, other } from "../feed/feedTestKit.test-util";
import { CommentItem } from "./CommentItem";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const comment = (id: number, user: CommentRow["user"], body: string): CommentRow => ({
  id,
  post_id: 40,
  body,
  user,
  created_at: `2026-11-22T10:0${id}:00.000Z`,
});

/** The comments of post 40 as the mirror holds them, like the post's comment list shows them. */
function Comments() {
  const rows = useLiveQuery(() => mirror().comments.orderBy("created_at").toArray(), []);
  return (
    <ul>
      {rows?.map((c) => (
        <CommentItem key={c.id} comment={c} postAuthorId={other.id} />
      ))}
    </ul>
  );
}

async function setUp() {
  const world = await feedWorld();
  await world.db.comments.bulkPut([comment(1, me, "my comment"), comment(2, other, "theirs")]);
  await renderWithRouter(<Comments />);
  const items = await screen.findAllByTestId("comment");
  return { world, mine: items[0]!, theirs: items[1]! };
}

describe("editing a comment", () => {
  it("is offered only on the reader's own comment", async () => {
    const { mine, theirs } = await setUp();
    expect(within(mine).getByRole("button", { name: /edit comment by/i })).toBeTruthy();
    expect(within(theirs).queryByRole("button", { name: /edit/i })).toBeNull();
  });

  it("saves on Enter, keeps Shift+Enter as a new line, and shows the change as waiting to send", async () => {
    const user = userEvent.setup();
    const { world, mine } = await setUp();
    await user.click(within(mine).getByRole("button", { name: /edit comment by/i }));
    const box = screen.getByRole("textbox", { name: "Edit your comment" });
    expect((box as HTMLTextAreaElement).value).toBe("my comment");
    await user.clear(box);
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two{Enter}");

    await waitFor(() => expect(screen.queryByRole("textbox")).toBeNull());
    const [row] = await world.db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "comment.update",
      payload: { commentId: 1, postId: 40, body: "line one\nline two" },
    });
    const item = (await screen.findAllByTestId("comment"))[0]!;
    await waitFor(() => expect(item.textContent).toContain("line two"));
    expect(await within(item).findByTestId("pending-badge")).toBeTruthy();
  });

  it("opens with the text box focused, so Esc closes it at once", async () => {
    const user = userEvent.setup();
    const { mine } = await setUp();
    await user.click(within(mine).getByRole("button", { name: /edit comment by/i }));
    const box = screen.getByRole("textbox", { name: "Edit your comment" });
    expect(box).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("leaves the text as it was on Esc or Cancel", async () => {
    const user = userEvent.setup();
    const { world, mine } = await setUp();
    await user.click(within(mine).getByRole("button", { name: /edit comment by/i }));
    await user.type(screen.getByRole("textbox", { name: "Edit your comment" }), " more{Escape}");
    expect(screen.queryByRole("textbox")).toBeNull();

    await user.click(within(mine).getByRole("button", { name: /edit comment by/i }));
    await user.type(screen.getByRole("textbox", { name: "Edit your comment" }), " more");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(await world.db.outbox.count()).toBe(0);
    expect((await world.db.comments.get(1))?.body).toBe("my comment");
    expect(mine.textContent).toContain("my comment");
  });
});
