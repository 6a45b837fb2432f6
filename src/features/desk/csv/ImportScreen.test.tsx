// The import screen against a fake server kept to the contract: guessed columns, a dry run that lists the
// bad rows and writes nothing, then the fixed file in batches of 500 to 100%, a dropped batch sent again
// with the same key, "offline" said plainly; a file with blank lines names its own lines and the bad values,
// and its good rows import while the bad ones come back as a file to fix.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import { useSession } from "../../../session/session";
import { freshMirror } from "../../../sync/testing";
import { renderWithRouter } from "../../../test/render";
import { makeLibrary, me } from "../../libraries/libraryTestKit.test-util";
import { fakeImportApi } from "./fakeImportApi.test-util";
import { ImportScreen } from "./ImportScreen";

const ROWS = 1200;
const code = (n: number) => `AP-${String(60000 + n).padStart(5, "0")}`;

function csvFile(bad: boolean, blankEvery = 0): File {
  const lines = ["শিরোনাম,লেখক,ISBN,বই কোড,তাক"];
  for (let n = 1; n <= ROWS; n++) {
    const title = bad && n === 1 ? "" : `বই ${n}`;
    const isbn = bad && n === 2 ? "9780000000000" : "";
    const bookCode = bad && n === 3 ? "AP-00001" : code(n);
    if (blankEvery && n % blankEvery === 0) lines.push("");
    lines.push(`${title},লেখক ${n},${isbn},${bookCode},S-${n % 9}`);
  }
  return new File([`\uFEFF${lines.join("\r\n")}`], bad ? "bad.csv" : "good.csv", {
    type: "text/csv",
  });
}

const problemLines = () =>
  within(screen.getByTestId("import-problems"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

let online = true;
beforeEach(async () => {
  const db = await freshMirror();
  await db.libraries.put(makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" }));
  useSession.setState({ token: "token", user: me });
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

it("lists every bad row before writing anything, then imports the fixed file in batches", async () => {
  const world = fakeImportApi(["AP-00001"]);
  const user = userEvent.setup();
  await renderWithRouter(<ImportScreen libraryId={1} />);
  await user.upload(await screen.findByLabelText("CSV file"), csvFile(true));
  expect(
    await screen.findByText("bad.csv: 1,200 rows. Check which field each column holds."),
  ).toBeVisible();
  expect(screen.getByLabelText("Import column “শিরোনাম” as")).toHaveValue("title");
  expect(screen.getByLabelText("Import column “বই কোড” as")).toHaveValue("book_code");
  expect(screen.getByLabelText("Import column “তাক” as")).toHaveValue("shelf_number");

  await user.click(screen.getByRole("button", { name: "Check every row" }));
  expect(await screen.findByText("3 rows need fixing. Nothing was imported.")).toBeVisible();
  expect(problemLines()).toEqual([
    "Line 2: Title (empty): The title is required.",
    "Line 3: ISBN “9780000000000”: The ISBN is not valid.",
    "Line 4: Book code “AP-00001”: The book code is taken.",
  ]);
  expect(world.calls.every((c) => c.dryRun)).toBe(true);
  expect(world.codes.size).toBe(1);
  expect(screen.queryByRole("button", { name: /^Import 1,200 rows/ })).toBeNull();

  await user.click(screen.getByRole("button", { name: "Choose another file" }));
  await user.upload(await screen.findByLabelText("CSV file"), csvFile(false));
  await user.click(await screen.findByRole("button", { name: "Check every row" }));
  expect(
    await screen.findByText("All 1,200 rows are ready: 1,200 copies will be added."),
  ).toBeVisible();
  expect(world.codes.size).toBe(1);

  world.calls.length = 0;
  world.dropNext = 1;
  await user.click(screen.getByRole("button", { name: "Import 1,200 rows" }));
  expect(
    await screen.findByText("1,200 copies added to the catalogue.", {}, { timeout: 20_000 }),
  ).toBeVisible();
  expect(screen.getByRole("progressbar", { name: "Importing rows" })).toHaveAttribute(
    "value",
    "1200",
  );
  expect(screen.getByText("1,200 of 1,200 rows (100%)")).toBeVisible();
  expect(world.calls.map((c) => [c.rows, c.dryRun])).toEqual([
    [500, false],
    [500, false],
    [200, false],
  ]);
  expect(new Set(world.calls.map((c) => c.key)).size).toBe(3);
  expect(world.codes.size).toBe(1 + ROWS);
  await waitFor(() =>
    expect(screen.getByText("The new copies are on this device too.")).toBeVisible(),
  );
}, 30_000);

it("says that importing needs the network while the device is offline", async () => {
  fakeImportApi();
  online = false;
  await renderWithRouter(<ImportScreen libraryId={1} />);
  expect(await screen.findByText(/Importing a catalogue needs the network/)).toBeVisible();
  expect(screen.getByLabelText("CSV file")).toBeDisabled();
});

it("names the file's lines over blank lines, then imports the good rows and offers the bad ones", async () => {
  const world = fakeImportApi(["AP-00001"]);
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:to-fix";
  });
  URL.revokeObjectURL = vi.fn();
  const user = userEvent.setup();
  await renderWithRouter(<ImportScreen libraryId={1} />);
  // A blank line above every second row: data row n is on line 1 + n + floor(n / 2).
  await user.upload(await screen.findByLabelText("CSV file"), csvFile(true, 2));
  await user.click(await screen.findByRole("button", { name: "Check every row" }));
  expect(await screen.findByText("3 rows need fixing. Nothing was imported.")).toBeVisible();
  expect(problemLines()).toEqual([
    "Line 2: Title (empty): The title is required.",
    "Line 4: ISBN “9780000000000”: The ISBN is not valid.",
    "Line 5: Book code “AP-00001”: The book code is taken.",
  ]);

  world.calls.length = 0;
  await user.click(
    screen.getByRole("button", {
      name: "Import the 1,197 good rows, keep the 3 bad ones as a file to fix",
    }),
  );
  expect(
    await screen.findByText("1,197 copies added to the catalogue.", {}, { timeout: 20_000 }),
  ).toBeVisible();
  expect(screen.getByRole("heading", { name: "Import finished" })).toHaveFocus();
  expect(screen.getByText("1,197 of 1,197 rows (100%)")).toBeVisible();
  expect(world.calls.map((c) => [c.rows, c.dryRun])).toEqual([
    [500, false],
    [500, false],
    [197, false],
  ]);
  expect(world.codes.size).toBe(1 + 1197);
  expect(world.codes.has(code(3))).toBe(false);

  await user.click(screen.getByRole("button", { name: "Download the 3 rows to fix" }));
  expect(saved).toHaveLength(1);
  const text = await saved[0]!.text();
  expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
    "শিরোনাম,লেখক,ISBN,বই কোড,তাক,problem",
    ",লেখক 1,,AP-60001,S-1,Title (empty): The title is required.",
    "বই 2,লেখক 2,9780000000000,AP-60002,S-2,ISBN “9780000000000”: The ISBN is not valid.",
    "বই 3,লেখক 3,,AP-00001,S-3,Book code “AP-00001”: The book code is taken.",
  ]);
}, 30_000);
