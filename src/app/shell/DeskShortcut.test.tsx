// The main menu's way to the desk: from the device's note at once, the chooser for several, none for readers;
// a person whose desks were never checked is asked about, once.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { noteDesk, noteDesksChecked } from "../../session/myDeskHint";
import { useSession } from "../../session/session";
import { reader } from "../../sync/fakeServer.test-util";
import { renderWithRouter } from "../../test/render";
import { DeskShortcut } from "./DeskShortcut";

const refreshMyDesks = vi.fn((_userId: number) => Promise.resolve());
vi.mock("../../sync/myDesks", () => ({ refreshMyDesks }));

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn("token", reader);
});
afterEach(() => refreshMyDesks.mockClear());

const menu = <ul>{<DeskShortcut />}</ul>;

it("links straight to the one desk the person staffs, without asking again the same day", async () => {
  noteDesksChecked(reader.id, [7]);
  await renderWithRouter(menu);
  expect(screen.getByRole("link", { name: "Desk" })).toHaveAttribute("href", "/libraries/7/desk");
  expect(refreshMyDesks).not.toHaveBeenCalled();
});

it("links to the chooser for several, and follows a desk learnt meanwhile", async () => {
  noteDesksChecked(reader.id, [7]);
  await renderWithRouter(menu);
  noteDesk(reader.id, 8, true);
  expect(await screen.findByRole("link", { name: "Desks" })).toHaveAttribute("href", "/desk");
});

it("shows nothing to a reader who staffs no library, and nothing of another person's desks", async () => {
  noteDesksChecked(reader.id + 1, [7]);
  noteDesksChecked(reader.id, []);
  await renderWithRouter(menu);
  expect(screen.queryByRole("link")).toBeNull();
});

it("asks the server once when this device never checked", async () => {
  await renderWithRouter(menu);
  await waitFor(() => expect(refreshMyDesks).toHaveBeenCalledWith(reader.id));
  expect(screen.queryByRole("link")).toBeNull();
});
