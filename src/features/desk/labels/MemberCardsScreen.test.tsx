// Member cards for 3,000 members, offline: the count before drawing, one sheet drawn, a batch printed and
// marked, the mark taken back when the print failed, and every mark forgotten after a confirm.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import type { MemberRow, MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { fakeApi, freshMirror, jsonResponse } from "../../../sync/testing";
import { renderWithRouter } from "../../../test/render";
import { makeLibrary, makeMember, me } from "../../libraries/libraryTestKit.test-util";
import { deskRow } from "../books/bookDesk.test-util";
import { CardCount, MemberCardsScreen } from "./MemberCardsScreen";

const MEMBERS = 3000;
const code = (n: number) => `AP-M${String(n).padStart(5, "0")}`;
let db: MirrorDb;

const member = (n: number): MemberRow => ({
  ...makeMember(n, `Reader ${n}`),
  member_code: code(n),
  active: true,
  // The last five joined today; the rest long ago.
  joined_at: n > MEMBERS - 5 ? new Date().toISOString() : "2025-01-01T10:00:00.000Z",
});

const drawn = () =>
  [...document.querySelectorAll<HTMLElement>(".print-sheet--preview .member-card")].map(
    (card) => card.dataset.code,
  );

beforeEach(async () => {
  db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  vi.spyOn(window, "print").mockImplementation(() => undefined);
  useSession.setState({ token: "token", user: me });
  await db.libraries.put(makeLibrary(1, { title: "Alokito Pathagar" }));
  await db.desk.put(deskRow(1, ["members_manage"]));
  await db.members.bulkPut(Array.from({ length: MEMBERS }, (_, i) => member(i + 1)));
  fakeApi(() => jsonResponse(404, { message: "Not here" }));
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

async function printFirstBatch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Print sheets 1–10 of / }));
  // A batch of ten sheets draws 100 QR codes for the print: slow on a busy test machine.
  await screen.findByText("Sheets 1–10 went to the printer.", {}, { timeout: 15_000 });
  await user.click(screen.getByRole("button", { name: "Mark these as printed" }));
}

describe("MemberCardsScreen", () => {
  it("counts 3,000 cards before drawing, draws one sheet, and marks a printed batch", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<MemberCardsScreen libraryId={1} />);
    await screen.findByText("3,000 cards on 300 A4 sheets");
    expect(screen.getByRole("radio", { name: "Card not printed yet (3,000)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Joined today (5)" })).toBeInTheDocument();
    expect(drawn()).toEqual(Array.from({ length: 10 }, (_, i) => code(i + 1)));

    await printFirstBatch(user);
    await screen.findByText("2,900 cards on 290 A4 sheets");
    expect(await db.printedCards.count()).toBe(100);
    expect(await db.printedLabels.count()).toBe(0);
    expect(screen.getByRole("radio", { name: "Card not printed yet (2,900)" })).toBeChecked();
    expect(screen.getByText("This device remembers 100 cards as printed.")).toBeInTheDocument();
    await waitFor(() => expect(drawn()[0]).toBe(code(101)));
    expect(screen.getByText("Marked as printed: Sheets 1–10.")).toBeInTheDocument();
  });

  it("keeps a batch as not printed when its print failed", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<MemberCardsScreen libraryId={1} />);
    await screen.findByText("3,000 cards on 300 A4 sheets");
    await printFirstBatch(user);
    await screen.findByText("2,900 cards on 290 A4 sheets");
    await user.click(
      screen.getByRole("button", { name: "Print failed? Keep them as not printed" }),
    );
    await screen.findByText("3,000 cards on 300 A4 sheets");
    expect(await db.printedCards.count()).toBe(0);
    expect(screen.queryByText("Marked as printed: Sheets 1–10.")).toBeNull();
    await waitFor(() => expect(drawn()[0]).toBe(code(1)));
  });

  it("forgets every printed card of the library after a confirm", async () => {
    const user = userEvent.setup();
    await db.printedCards.bulkPut([
      { libraryId: 1, code: code(1), printedAt: "2026-11-01T00:00:00.000Z" },
      { libraryId: 1, code: code(2), printedAt: "2026-11-01T00:00:00.000Z" },
      { libraryId: 2, code: code(1), printedAt: "2026-11-01T00:00:00.000Z" },
    ]);
    await renderWithRouter(<MemberCardsScreen libraryId={1} />);
    await screen.findByText("2,998 cards on 300 A4 sheets");
    await user.click(screen.getByRole("button", { name: "Forget them all" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Forget every printed card?" });
    await user.click(within(dialog).getByRole("button", { name: "No" }));
    expect(await db.printedCards.count()).toBe(3);
    await user.click(screen.getByRole("button", { name: "Forget them all" }));
    await user.click(await screen.findByRole("button", { name: "Yes, forget them" }));
    await screen.findByText("3,000 cards on 300 A4 sheets");
    // The other library's marks stay.
    expect(await db.printedCards.count()).toBe(1);
    expect(screen.queryByRole("button", { name: "Forget them all" })).toBeNull();
  });

  it("chooses a range of member codes, or those who joined today", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<MemberCardsScreen libraryId={1} />);
    await screen.findByText("3,000 cards on 300 A4 sheets");
    await user.click(screen.getByRole("radio", { name: "A range of member codes" }));
    await screen.findByText("No cards to print.");
    await user.type(screen.getByLabelText("From member code"), "ap-m00011");
    await user.type(screen.getByLabelText("To member code"), "AP-M00035");
    await screen.findByText("25 cards on 3 A4 sheets");
    expect(drawn()[0]).toBe(code(11));
    await user.click(screen.getByRole("radio", { name: "Joined today (5)" }));
    await screen.findByText("5 cards on 1 A4 sheet");
  });

  it("opens on the members ticked elsewhere", async () => {
    await renderWithRouter(<MemberCardsScreen libraryId={1} initialIds={[7, 3]} />);
    await screen.findByText("2 cards on 1 A4 sheet");
    expect(screen.getByRole("radio", { name: "Members I pick" })).toBeChecked();
    expect(drawn()).toEqual([code(3), code(7)]);
  });
});

describe("the cards' count", () => {
  it("says cards and sheets with plurals, in Bangla digits too", async () => {
    const { unmount } = await renderWithRouter(<CardCount count={1} />);
    await screen.findByText("1 card on 1 A4 sheet");
    unmount();
    await renderWithRouter(<CardCount count={2345} />, { locale: "bn" });
    await screen.findByText(/২,৩৪৫/);
  });
});
