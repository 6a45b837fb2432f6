// The staff's book list and a copy's edit page, offline: move several, edit only what changed, withdraw with a
// reason and restore, the on-loan rules, and pending marks until sent.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb } from "../../../db";
import { renderWithRouter } from "../../../test/render";
import { copyRow } from "../copyRow.test-util";
import { bookDesk } from "./bookDesk.test-util";
import { DeskBooksScreen } from "./DeskBooksScreen";
import { EditCopyScreen } from "./EditCopyScreen";

let db: MirrorDb;
beforeEach(async () => {
  db = await bookDesk();
  await db.books.bulkPut([
    copyRow({ id: 1, code: "AP-00001", title: "Gitanjali" }),
    copyRow({ id: 2, code: "AP-00002", title: "Lalsalu", authors: ["Syed Waliullah"] }),
    copyRow({ id: 3, code: "AP-00003", title: "Debdas", status: "on_loan", currentIssueId: 9 }),
  ]);
});
afterEach(() => vi.restoreAllMocks());

const outbox = () => db.outbox.orderBy("seq").toArray();
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const item = (code: string) =>
  screen.getAllByTestId("desk-copy").find((li) => li.dataset.code === code)!;

describe("The desk's book list", () => {
  it("moves two chosen copies to a shelf and box at once, marked until sent", async () => {
    await renderWithRouter(<DeskBooksScreen libraryId={1} />);
    await screen.findByText("3 copies");
    expect(screen.getByRole("button", { name: "Move to shelf/box" })).toBeDisabled();
    fireEvent.click(screen.getByLabelText("Choose AP-00001"));
    fireEvent.click(screen.getByLabelText("Choose AP-00002"));
    expect(screen.getByText("2 chosen")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Move to shelf/box" }));
    type("New shelf", "C-07");
    type("New box", "12");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "copy.move" });
    expect(row!.payload).toMatchObject({ ids: [1, 2], shelf_number: "C-07", box_number: "12" });
    expect((await db.books.get(2))?.shelf).toBe("C-07");
    await waitFor(() =>
      expect(within(item("AP-00001")).getByTestId("pending-badge")).toHaveTextContent(
        "Waiting to send",
      ),
    );
    expect(within(item("AP-00003")).queryByTestId("pending-badge")).toBeNull();
    expect(screen.getByText("0 chosen")).toBeVisible();
  });

  it("searches the device's copies and shows a copy's state", async () => {
    await renderWithRouter(<DeskBooksScreen libraryId={1} />);
    await screen.findByText("3 copies");
    expect(within(item("AP-00003")).getByTestId("copy-status")).toHaveTextContent("On loan");
    type("Search books", "waliullah");
    await screen.findByText("1 copy");
    expect(screen.getAllByTestId("desk-copy").map((li) => li.dataset.code)).toEqual(["AP-00002"]);
  });

  it("lists the copies not sent yet first, where the volunteer just added them", async () => {
    await db.books.put(copyRow({ id: 4, code: "AP-00004", title: "Padma", pendingBy: "m-1" }));
    await renderWithRouter(<DeskBooksScreen libraryId={1} />);
    await screen.findByText("4 copies");
    const codes = screen.getAllByTestId("desk-copy").map((li) => li.dataset.code);
    expect(codes).toEqual(["AP-00004", "AP-00001", "AP-00002", "AP-00003"]);
  });
});

describe("Editing a copy", () => {
  it("queues only the fields that changed", async () => {
    await renderWithRouter(<EditCopyScreen libraryId={1} copyId={2} />);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Lalsalu"));
    type("Title", "Lalsalu (2nd edition)");
    type("Box", "4");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "copy.update" });
    expect(row!.payload).toEqual({
      libraryId: 1,
      id: 2,
      title: "Lalsalu (2nd edition)",
      box_number: "4",
    });
    expect((await db.books.get(2))?.title).toBe("Lalsalu (2nd edition)");
  });

  it("clears a field's error in the edit form as soon as the field changes", async () => {
    await renderWithRouter(<EditCopyScreen libraryId={1} copyId={2} />);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Lalsalu"));
    type("Title", " ");
    type("ISBN", "12345");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByText("Write the book's title.")).toBeVisible();
    expect(screen.getByText(/not a valid ISBN/)).toBeVisible();
    type("ISBN", "9780306406157");
    expect(screen.queryByText(/not a valid ISBN/)).toBeNull();
    expect(screen.getByText("Write the book's title.")).toBeVisible();
    type("Title", "Lalsalu");
    expect(screen.queryByText("Write the book's title.")).toBeNull();
    expect(await outbox()).toHaveLength(0);
  });

  it("withdraws a copy as damaged with a note, then restores it", async () => {
    await renderWithRouter(<EditCopyScreen libraryId={1} copyId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw…" }));
    fireEvent.click(screen.getByLabelText("damaged"));
    type("Note (optional)", "Water on every page");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Withdraw" })));
    expect(await screen.findByTestId("copy-status")).toHaveTextContent(
      "Withdrawn: damaged — Water on every page",
    );
    const [row] = await outbox();
    expect(row!.payload).toMatchObject({
      id: 1,
      reason: "damaged",
      note: "Water on every page",
    });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Restore to the collection" })),
    );
    await waitFor(() => expect(screen.queryByTestId("copy-status")).toBeNull());
    // Withdrawn and restored before either was sent: nothing goes to the server.
    expect(await outbox()).toHaveLength(0);
  });

  it("does not offer to withdraw a copy on loan", async () => {
    await renderWithRouter(<EditCopyScreen libraryId={1} copyId={3} />);
    expect(
      await screen.findByText("A copy on loan cannot be withdrawn: take it back first."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Withdraw…" })).toBeNull();
  });

  it("names who has the copy when the server refused the withdrawal (409 book_on_loan)", async () => {
    await renderWithRouter(<EditCopyScreen libraryId={1} copyId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw…" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Withdraw" })));
    const [row] = await outbox();
    await db.outbox.update(row!.seq!, {
      state: "failed",
      error: {
        status: 409,
        message: "This copy is on loan.",
        reason: "book_on_loan",
        holder: { member_code: "AP-M0007", name: "Karim" },
      },
    });
    expect(
      await screen.findByText("Karim (AP-M0007) has it. Take it back first, then withdraw it."),
    ).toBeVisible();
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Drop the withdrawal" })),
    );
    await waitFor(async () => expect(await outbox()).toHaveLength(0));
  });
});
