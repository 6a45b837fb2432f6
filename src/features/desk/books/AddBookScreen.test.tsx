// "Add a book" offline: N copies with consecutive codes, a known ISBN filled from the device, the form's own
// checks, and a refusal (422) from the server shown under its field and sent again.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb } from "../../../db";
import { renderWithProviders } from "../../../test/render";
import { AddBookScreen } from "./AddBookScreen";
import { bookDesk } from "./bookDesk.test-util";

let db: MirrorDb;
beforeEach(async () => {
  db = await bookDesk();
});
afterEach(() => vi.restoreAllMocks());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const outbox = () => db.outbox.orderBy("seq").toArray();
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Add the book" })));

async function openForm(locale: "en" | "bn" = "en") {
  renderWithProviders(<AddBookScreen libraryId={1} />, { locale });
  await waitFor(() => expect(screen.getByLabelText(/Book code|বই কোড/)).toHaveValue("AP-03001"));
}

describe("Add a book", () => {
  it("adds three copies with consecutive codes, shows them, and clears the form", async () => {
    await openForm();
    type("Title", "Padma Nadir Majhi");
    type("Author 1", "Manik Bandopadhyay");
    type("Shelf", "B-02");
    type("Copies", "3");
    expect(screen.getByTestId("code-range")).toHaveTextContent("3 copies: AP-03001–AP-03003");
    await submit();
    expect(await screen.findByTestId("books-added")).toHaveTextContent("Added AP-03001–AP-03003");
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "copy.create", state: "pending" });
    expect(row!.payload).toMatchObject({
      title: "Padma Nadir Majhi",
      authors: ["Manik Bandopadhyay"],
      book_code: "AP-03001",
      shelf_number: "B-02",
      copies: 3,
    });
    const copies = await db.books.where("libraryId").equals(1).sortBy("code");
    expect(copies.map((c) => c.code)).toEqual(["AP-03001", "AP-03002", "AP-03003"]);
    expect(copies.every((c) => c.pendingBy === row!.id)).toBe(true);
    // Cleared for the next book; the location stays.
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Book code")).toHaveValue("AP-03004");
    expect(screen.getByLabelText("Shelf")).toHaveValue("B-02");
    expect(screen.getByLabelText("Copies")).toHaveValue("1");
  });

  it("fills title and authors from the device's catalogue for a known ISBN typed with hyphens", async () => {
    await db.catalogue.put({
      isbn: "9789849048886",
      id: 9,
      title: "Lalsalu",
      authors: ["Syed Waliullah"],
      publisher: "Naoroze",
      year: 1948,
      language: "bn",
      category: "Novel",
      coverUrl: "https://example.test/lalsalu.jpg",
    });
    await openForm();
    type("ISBN", "978-984-90488-8-6");
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Lalsalu"));
    expect(screen.getByLabelText("Author 1")).toHaveValue("Syed Waliullah");
    expect(screen.getByTestId("isbn-note")).toHaveTextContent("Found on this device");
    expect(screen.getByRole("img", { name: "Cover" })).toHaveAttribute(
      "src",
      "https://example.test/lalsalu.jpg",
    );
    await submit();
    await screen.findByTestId("books-added");
    const [row] = await outbox();
    expect(row!.payload).toMatchObject({
      isbn: "9789849048886",
      title: "Lalsalu",
      cover_url: "https://example.test/lalsalu.jpg",
    });
  });

  it("refuses a wrong ISBN, no title, no author and too many copies, queuing nothing", async () => {
    await openForm();
    type("ISBN", "978-984-90488-8-4");
    type("Copies", "51");
    await submit();
    expect(screen.getByText("This is not a valid ISBN: check the 10 or 13 digits.")).toBeVisible();
    expect(screen.getByText("Write the book's title.")).toBeVisible();
    expect(screen.getByText("Write at least one author.")).toBeVisible();
    expect(screen.getByText("Add between 1 and 50 copies at once.")).toBeVisible();
    expect(await outbox()).toHaveLength(0);
  });

  it("drops a field's errors when it changes, and a known ISBN's fill clears title and authors", async () => {
    await db.catalogue.put({
      isbn: "9789849048886",
      id: 9,
      title: "Lalsalu",
      authors: ["Syed Waliullah"],
      publisher: null,
      year: null,
      language: null,
      category: null,
      coverUrl: null,
    });
    await openForm();
    type("ISBN", "978-984-90488-8-4");
    await submit();
    const invalid = "This is not a valid ISBN: check the 10 or 13 digits.";
    expect(screen.getByText(invalid)).toBeVisible();
    expect(screen.getByText("Write the book's title.")).toBeVisible();
    expect(screen.getByText("Write at least one author.")).toBeVisible();
    // The corrected ISBN (as a scan or the typed fallback gives it) fills title and author.
    type("ISBN", "9789849048886");
    expect(screen.queryByText(invalid)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Lalsalu"));
    expect(screen.getByTestId("isbn-note")).toHaveTextContent("Found on this device");
    expect(screen.queryByText("Write the book's title.")).toBeNull();
    expect(screen.queryByText("Write at least one author.")).toBeNull();
  });

  it("keeps one message about the ISBN: its error replaces the lookup's note", async () => {
    await openForm();
    type("ISBN", "978-984-90488-8-4");
    type("Title", "A");
    await submit();
    expect(screen.getByText("This is not a valid ISBN: check the 10 or 13 digits.")).toBeVisible();
    // The unknown valid ISBN: the error goes, the lookup's note comes, never both.
    type("ISBN", "9780306406157");
    await waitFor(() => expect(screen.getByTestId("isbn-note")).toBeVisible());
    expect(screen.queryByText(/not a valid ISBN/)).toBeNull();
    // Only the changed field loses its error; the others stay until they change.
    expect(screen.getByText("Write at least one author.")).toBeVisible();
    type("Title", "B");
    expect(screen.getByText("Write at least one author.")).toBeVisible();
    type("Author 1", "Someone");
    expect(screen.queryByText("Write at least one author.")).toBeNull();
  });

  it("takes several authors and drops a removed one", async () => {
    await openForm();
    type("Title", "Thakurmar Jhuli");
    type("Author 1", "Dakshinaranjan Mitra Majumder");
    fireEvent.click(screen.getByRole("button", { name: "Add another author" }));
    type("Author 2", "Rabindranath Tagore");
    fireEvent.click(screen.getByRole("button", { name: "Add another author" }));
    type("Author 3", "Someone Else");
    fireEvent.click(screen.getByRole("button", { name: "Remove author 3" }));
    await submit();
    await screen.findByTestId("books-added");
    const [row] = await outbox();
    expect(row!.payload.authors).toEqual(["Dakshinaranjan Mitra Majumder", "Rabindranath Tagore"]);
  });

  it("shows the server's 422 under its field and sends the fixed book again", async () => {
    await openForm();
    type("Title", "Gitanjali");
    type("Author 1", "Tagore");
    type("Publisher", "x".repeat(300));
    await submit();
    await screen.findByTestId("books-added");
    const [queued] = await outbox();
    await db.outbox.update(queued!.seq!, {
      state: "failed",
      error: {
        status: 422,
        message: "The given data was invalid.",
        fieldErrors: { publisher: ["The publisher may not be longer than 200 characters."] },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Fix" }));
    expect(screen.getByText("The publisher may not be longer than 200 characters.")).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveValue("Gitanjali");
    type("Publisher", "Visva-Bharati");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send again" })));
    const [sent] = await outbox();
    expect(sent).toMatchObject({ state: "pending", id: queued!.id });
    expect(sent!.payload).toMatchObject({ publisher: "Visva-Bharati", book_code: "AP-03001" });
    expect(await screen.findByTestId("books-added")).toHaveTextContent("Added AP-03001");
  });

  it("says offline that covers wait for a network, in Bangla too", async () => {
    await openForm("bn");
    expect(screen.getByTestId("cover-offline")).toHaveTextContent("নেটওয়ার্ক");
    expect(screen.getByLabelText("কভার ছবি")).toBeDisabled();
  });

  it("tells a reader without books_manage that this is for staff", async () => {
    await db.desk.update(1, { permissions: ["circulation"] });
    renderWithProviders(<AddBookScreen libraryId={1} />);
    expect(
      await screen.findByText(
        "This part of the desk is for the library's staff with the right role.",
      ),
    ).toBeVisible();
  });
});
