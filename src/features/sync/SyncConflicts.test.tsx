// The sync panel names each conflict in the reader's language and resolves it: another code, or drop (asking first).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import type { MirrorDb, OutboxRow } from "../../db";
import { freshMirror } from "../../sync/testing";
import { SyncPanel } from "./SyncPanel";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

async function queue(id: string, extra: Partial<OutboxRow>): Promise<void> {
  await db.outbox.add({
    id,
    kind: "comment.create",
    payload: { tempId: `tmp-${id}`, postId: 5, body: `about ${id}` },
    entityKey: `comment:tmp-${id}`,
    createdAt: "",
    attempts: 1,
    nextAttemptAt: 0,
    state: "pending",
    ...extra,
  });
}
const refusal = (reason: string, extra: object = {}) => ({
  state: "failed" as const,
  error: { status: 409, message: "Server words", reason, ...extra },
});

const item = async (text: string) =>
  (await screen.findAllByTestId("sync-item")).find((el) => el.textContent?.includes(text))!;

describe("conflicts in the sync panel", () => {
  it("offers another code, prefilled, and sends the change again with it", async () => {
    await queue("a", {
      ...refusal("book_code_taken"),
      payload: { tempId: "tmp-a", postId: 5, body: "Gitanjali", book_code: "AP-03001", copies: 2 },
    });
    renderWithProviders(<SyncPanel onClose={() => {}} />);
    const row = await item("Gitanjali");
    expect(row).toHaveTextContent("Another copy in this library already has this book code.");
    expect(row).not.toHaveTextContent("Server words");
    const field = within(row).getByLabelText("Choose another code");
    expect(field).toHaveValue("AP-03003");

    fireEvent.change(field, { target: { value: "AP-03001" } });
    fireEvent.click(within(row).getByRole("button", { name: "Send with this code" }));
    expect(
      await within(row).findByText("This is the code that was refused: choose another."),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(field, { target: { value: "AP-03050" } });
    await act(async () => {
      fireEvent.click(within(row).getByRole("button", { name: "Send with this code" }));
    });
    await waitFor(async () =>
      expect((await db.outbox.toArray())[0]).toMatchObject({
        state: "pending",
        payload: { book_code: "AP-03050" },
      }),
    );
  });

  it("says who holds a copy on loan, in Bangla, and offers to drop the loan", async () => {
    await queue(
      "b",
      refusal("book_on_loan", { holder: { member_code: "AP-M0007", name: "Karim" } }),
    );
    renderWithProviders(<SyncPanel onClose={() => {}} />, { locale: "bn" });
    const row = await item("about b");
    expect(row).toHaveTextContent("বইটি Karim (AP-M0007)-এর কাছে ধার দেওয়া আছে।");
    expect(within(row).queryByLabelText(/কোড/)).toBeNull();
    await act(async () => {
      fireEvent.click(within(row).getByRole("button", { name: /বাদ দিন/ }));
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it.each([
    ["member_code_taken", "Another member of this library already has this member code."],
    ["book_withdrawn", "This copy has been withdrawn from the library."],
    ["member_inactive", "This member has been deactivated."],
    ["already_member", "This reader is already a member of the library."],
  ])("names %s in the reader's words", async (reason, text) => {
    await queue("c", refusal(reason));
    renderWithProviders(<SyncPanel onClose={() => {}} />);
    expect(await item("about c")).toHaveTextContent(text);
  });

  it("asks before dropping a change others wait for, lists them, and keeps them on 'Keep'", async () => {
    await queue("p", refusal("book_withdrawn"));
    await queue("q", {
      dependsOn: "p",
      payload: { tempId: "tmp-q", postId: 5, body: "the return" },
    });
    renderWithProviders(<SyncPanel onClose={() => {}} />);
    const waiting = await item("the return");
    expect(waiting).toHaveTextContent("Waits for a refused change: Comment");

    fireEvent.click(within(await item("about p")).getByRole("button", { name: /Drop/ }));
    const confirm = await screen.findByTestId("confirm-drop");
    expect(confirm).toHaveTextContent("1 more change waits for this one and will be dropped");
    expect(confirm).toHaveTextContent("the return");
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep them" }));
    expect(await db.outbox.count()).toBe(2);

    fireEvent.click(within(await item("about p")).getByRole("button", { name: /Drop/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Drop all of them" }));
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});
