// "Forget them all": asks first, then clears the library's printed labels on this device, nothing else.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { MirrorDb } from "../../../db";
import { freshMirror } from "../../../sync/testing";
import { renderWithProviders } from "../../../test/render";
import { ForgetPrinted } from "./ForgetPrinted";

let db: MirrorDb;
const at = "2026-11-01T00:00:00.000Z";

beforeEach(async () => {
  db = await freshMirror();
  await db.printedLabels.bulkPut([
    { libraryId: 1, code: "AP-00001", printedAt: at },
    { libraryId: 1, code: "AP-00002", printedAt: at },
    { libraryId: 2, code: "AP-00001", printedAt: at },
  ]);
  await db.printedCards.put({ libraryId: 1, code: "AP-M0001", printedAt: at });
});

describe("ForgetPrinted", () => {
  it("says nothing when nothing was printed", () => {
    renderWithProviders(<ForgetPrinted libraryId={1} kind="labels" printed={0} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("forgets the library's printed labels after a confirm, not its cards nor other libraries'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgetPrinted libraryId={1} kind="labels" printed={2} />);
    expect(screen.getByText(/This device remembers 2 labels as printed\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Forget them all" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Forget every printed label?" });
    expect(dialog).toHaveTextContent("No book is changed.");
    await user.click(within(dialog).getByRole("button", { name: "Yes, forget them" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await db.printedLabels.toArray()).toEqual([
      { libraryId: 2, code: "AP-00001", printedAt: at },
    ]);
    expect(await db.printedCards.count()).toBe(1);
  });

  it("says one label in Bangla", () => {
    renderWithProviders(<ForgetPrinted libraryId={1} kind="labels" printed={1} />, {
      locale: "bn",
    });
    expect(screen.getByText(/এই ডিভাইস ১টি লেবেল ছাপা হয়েছে বলে মনে রেখেছে।/)).toBeInTheDocument();
  });
});
