// Stock-taking offline from the device: codes typed into the scanner in continuous mode are matched to the
// library's copies by code, counted per shelf, the lent, withdrawn and unknown ones listed with their word,
// the count outlives the screen until "Start over", and a code read by mistake is taken out of it.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb } from "../../../db";
import { issueRow } from "../../../db/deskRows";
import { forgetStocktakeRead } from "../../../sync/deskStocktake";
import { metaKeys } from "../../../sync/keys";
import { renderWithRouter, type TestLocale } from "../../../test/render";
import { makeIssue, makeLibrary } from "../../libraries/libraryTestKit.test-util";
import { bookDesk } from "../books/bookDesk.test-util";
import { copyRow } from "../copyRow.test-util";
import { fakeDetector, installCamera } from "../scan/scanTestKit.test-util";
import { StocktakeScreen } from "./StocktakeScreen";

vi.mock("../scan/detector", () => ({ createDetector: () => Promise.resolve(fakeDetector) }));

let db: MirrorDb;
beforeEach(async () => {
  db = await bookDesk();
  installCamera("none");
  await db.libraries.put(makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" }));
  await db.books.bulkPut([
    copyRow({ id: 1, code: "AP-00001", title: "Gitanjali", shelf: "A-01", box: "3" }),
    copyRow({ id: 2, code: "AP-00002", title: "Lalsalu", shelf: "A-01" }),
    copyRow({ id: 3, code: "AP-00003", title: "Debdas", shelf: "B-02" }),
    copyRow({
      id: 4,
      code: "AP-00004",
      title: "Padma Nadir Majhi",
      shelf: "A-01",
      status: "withdrawn",
      withdrawn: { reason: "lost", note: null, at: "2026-01-01T00:00:00.000Z" },
    }),
    // Lent on the device's open loan (its own state not updated yet).
    copyRow({ id: 7, code: "AP-00007", title: "Srikanta", shelf: "A-01" }),
  ]);
  await db.bookIssues.put(issueRow(makeIssue(40, null)));
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
  vi.restoreAllMocks();
});

const progress = () => screen.getByTestId("stocktake-progress");
const codesOf = (testId: string) => screen.queryAllByTestId(testId).map((li) => li.dataset.code);

async function open(locale: TestLocale = "en") {
  const view = await renderWithRouter(<StocktakeScreen libraryId={1} />, { locale });
  await screen.findByTestId("stocktake-progress");
  return view;
}

/** Opens the scanner, types each code (each one confirmed with Enter, then the next), and closes it. */
async function scan(user: ReturnType<typeof userEvent.setup>, codes: string[]) {
  await user.click(screen.getByRole("button", { name: "Scan books" }));
  const dialog = await screen.findByRole("dialog");
  const field = await within(dialog).findByRole("textbox", { name: "Or type the code" });
  for (const code of codes) await user.type(field, `${code}{Enter}`);
  const last = codes.length;
  await within(dialog).findByText(new RegExp(`Confirmed: ${last}`));
  return dialog;
}

/** Scans `codes` as `scan` does, closes the scanner with Done and waits for the count to say `seen`. */
async function scanAll(user: ReturnType<typeof userEvent.setup>, codes: string[], seen: string) {
  const dialog = await scan(user, codes);
  await user.click(within(dialog).getByRole("button", { name: "Done" }));
  await waitFor(() => expect(progress()).toHaveTextContent(seen));
}

describe("Stock-taking", () => {
  it("matches reads to copies by code, counts them and lists what was not expected", async () => {
    const user = userEvent.setup();
    await open();
    expect(progress()).toHaveTextContent("Seen 0 of 3 copies");
    expect(codesOf("stocktake-missing")).toEqual(["AP-00001", "AP-00002", "AP-00003"]);

    const dialog = await scan(user, [" ap-00001 ", "AP-00004", "AP-00007", "XY-999"]);
    expect(await within(dialog).findByText("Not this library’s book")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));

    await waitFor(() => expect(progress()).toHaveTextContent("Seen 1 of 3 copies"));
    expect(codesOf("stocktake-missing")).toEqual(["AP-00002", "AP-00003"]);
    const missing = screen.getByRole("list", { name: "Copies not seen yet" });
    expect(within(missing).getByRole("link", { name: "Open AP-00002" })).toHaveAttribute(
      "href",
      "/libraries/1/desk/books/2",
    );
    expect(within(missing).getAllByRole("listitem")[0]).toHaveTextContent(
      "Lalsalu AP-00002Shelf: A-01 · Box: –",
    );
    const odd = screen.getByRole("list", { name: "Codes not expected here" });
    const words = within(odd)
      .getAllByRole("listitem")
      .map((li) => [li.dataset.code, li.querySelector(".stocktake-verdict")?.textContent]);
    expect(words).toEqual([
      ["XY-999", "Not this library’s book"],
      ["AP-00007", "On loan"],
      ["AP-00004", "Withdrawn"],
    ]);
  });

  it("counts one shelf: its copies expected, a copy of another shelf read out of place", async () => {
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText("Shelves to count"), "A-01");
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 0 of 2 copies"));
    const dialog = await scan(user, ["AP-00002", "AP-00003"]);
    expect(await within(dialog).findByText("From another shelf: B-02")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 1 of 2 copies"));
    expect(codesOf("stocktake-missing")).toEqual(["AP-00001"]);
    expect(codesOf("stocktake-unexpected")).toEqual(["AP-00003"]);
  });

  it("keeps the count on the device across a reload, until Start over", async () => {
    const user = userEvent.setup();
    const first = await open();
    await user.selectOptions(screen.getByLabelText("Shelves to count"), "A-01");
    await scan(user, ["AP-00001", "AP-00002"]);
    await waitFor(async () =>
      expect((await db.meta.get(metaKeys.stocktake(1)))?.value).toMatchObject({
        shelf: "A-01",
        reads: [{ code: "AP-00001" }, { code: "AP-00002" }],
      }),
    );
    first.unmount();

    await open();
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 2 of 2 copies"));
    expect(screen.getByLabelText("Shelves to count")).toHaveValue("shelf:A-01");
    expect(screen.getByTestId("stocktake-started")).toHaveTextContent(/^Started /);
    expect(screen.getByText("Every copy expected here has been seen.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Start over" }));
    const ask = await screen.findByRole("alertdialog", { name: "Start the count over?" });
    await user.click(within(ask).getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 0 of 3 copies"));
    expect(screen.queryByTestId("stocktake-started")).toBeNull();
    expect(await db.meta.get(metaKeys.stocktake(1))).toBeUndefined();
    // Taking a code out of a count started over does not start another.
    await forgetStocktakeRead(1, "AP-00001");
    expect(await db.meta.get(metaKeys.stocktake(1))).toBeUndefined();
  });

  it("takes a code read by mistake out of the count: the last one first, then one not expected", async () => {
    const user = userEvent.setup();
    await open();
    await scanAll(user, ["AP-00001", "XY-999", "AP-00002"], "Seen 2 of 3 copies");
    const last = screen.getByTestId("stocktake-last");
    expect(last).toHaveTextContent("Last code read: AP-00002 · Lalsalu · Counted");

    await user.click(within(last).getByRole("button", { name: "Forget AP-00002" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 1 of 3 copies"));
    expect(codesOf("stocktake-missing")).toEqual(["AP-00002", "AP-00003"]);
    // The read before it is the last one now.
    expect(screen.getByTestId("stocktake-last")).toHaveTextContent(
      "Last code read: XY-999 · Not this library’s book",
    );

    const odd = screen.getByRole("list", { name: "Codes not expected here" });
    await user.click(within(odd).getByRole("button", { name: "Forget XY-999" }));
    await waitFor(() => expect(codesOf("stocktake-unexpected")).toEqual([]));
    expect(screen.getByTestId("stocktake-last")).toHaveTextContent("Last code read: AP-00001");
    expect((await db.meta.get(metaKeys.stocktake(1)))?.value).toMatchObject({
      reads: [{ code: "AP-00001" }],
    });

    await user.click(
      within(screen.getByTestId("stocktake-last")).getByRole("button", { name: "Forget AP-00001" }),
    );
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 0 of 3 copies"));
    expect(screen.queryByTestId("stocktake-last")).toBeNull();
    // The count itself goes on (its start and shelf), empty.
    expect(screen.getByTestId("stocktake-started")).toBeVisible();
    // The scanner opens again without its line about a code the count no longer has.
    await user.click(screen.getByRole("button", { name: "Scan books" }));
    const again = await screen.findByRole("dialog");
    await within(again).findByRole("textbox", { name: "Or type the code" });
    expect(within(again).queryByText(/AP-0000/)).toBeNull();
  });

  it("lists the copies seen, newest first, folded away, and forgets any of them", async () => {
    const user = userEvent.setup();
    await open();
    await scanAll(user, ["AP-00001", "XY-999", "AP-00002"], "Seen 2 of 3 copies");
    const folded = screen.getByText("Seen").closest("details")!;
    expect(folded).not.toHaveAttribute("open");
    expect(folded.querySelector("summary")).toHaveTextContent("Seen (2 copies)");

    await user.click(within(folded).getByText("Seen"));
    const seen = within(folded).getByRole("list", { name: "Copies seen" });
    expect(codesOf("stocktake-seen")).toEqual(["AP-00002", "AP-00001"]);
    await user.click(within(seen).getByRole("button", { name: "Forget AP-00001" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 1 of 3 copies"));
    expect(codesOf("stocktake-seen")).toEqual(["AP-00002"]);
    expect(codesOf("stocktake-missing")).toEqual(["AP-00001", "AP-00003"]);
    // The others stay counted, the last read too.
    expect(codesOf("stocktake-unexpected")).toEqual(["XY-999"]);
    expect(screen.getByTestId("stocktake-last")).toHaveTextContent("Last code read: AP-00002");
  });

  it("forgets the last code from the scanner itself, and goes on scanning", async () => {
    const user = userEvent.setup();
    await open();
    const dialog = await scan(user, ["AP-00001", "AP-00002"]);
    await user.click(await within(dialog).findByRole("button", { name: "Forget AP-00002" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 1 of 3 copies"));
    expect(within(dialog).queryByRole("button", { name: /^Forget/ })).toBeNull();
    expect(dialog.querySelector(".scan-note")).toBeNull();

    await user.type(
      within(dialog).getByRole("textbox", { name: "Or type the code" }),
      "AP-00003{Enter}",
    );
    expect(await within(dialog).findByRole("button", { name: "Forget AP-00003" })).toBeVisible();
    await waitFor(() => expect(progress()).toHaveTextContent("Seen 2 of 3 copies"));
    expect(codesOf("stocktake-missing")).toEqual(["AP-00002"]);
  });

  it("says the count in Bangla, with Bangla digits and ASCII book codes", async () => {
    const user = userEvent.setup();
    await open("bn");
    await user.click(screen.getByRole("button", { name: "বই স্ক্যান করুন" }));
    const dialog = await screen.findByRole("dialog");
    const field = await within(dialog).findByRole("textbox");
    await user.type(field, "AP-00003{Enter}");
    await waitFor(() => expect(progress()).toHaveTextContent("৩টি কপির মধ্যে ১টি দেখা হয়েছে"));
    expect(codesOf("stocktake-missing")).toEqual(["AP-00001", "AP-00002"]);
  });
});
