// Importing a catalogue in Chromium against the real server: offline the page says it cannot; a 3,000-row
// CSV with three bad rows first is checked (the dry run lists them, nothing is written), then the fixed
// file imports in batches to 100%, the server holds 3,000 more copies and the device pulls them.
// The import's time is printed (npm run bench owns budgets; e2e tests never assert durations).
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  type BrowserSession,
  type Resource,
  type RunningServer,
} from "./support";
import { startDeskServer } from "./desk-day-helpers";

let server: RunningServer;
let session: BrowserSession;
let token = "";
let alokito: { id: number; title: string };

const ROWS = 3000;
const code = (n: number) => `AP-${String(60000 + n).padStart(5, "0")}`;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** How many copies the server holds for alokito. */
const copiesOnServer = async () =>
  (await api<{ meta: { total: number } }>(`libraries/${alokito.id}/books?per_page=1`)).meta.total;

/** A Bangla-titled catalogue; `bad` puts a missing title, a bad ISBN and a taken code in rows 1–3. */
function catalogue(bad: boolean): string {
  const lines = ["Title,Author(s),ISBN,Book code,Shelf,Box"];
  for (let n = 1; n <= ROWS; n++) {
    const title = bad && n === 1 ? "" : `বই নম্বর ${n}`;
    const isbn = bad && n === 2 ? "978-0-00-000000-0" : "";
    const bookCode = bad && n === 3 ? "AP-00001" : code(n);
    lines.push(`${title},"লেখক ${n % 40}; Co-author",${isbn},${bookCode},S-${n % 12},B${n % 30}`);
  }
  return lines.join("\r\n");
}

async function choose(text: string, name: string): Promise<void> {
  await session.page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${text}`, "utf8") });
}

beforeAll(async () => {
  const desk = await startDeskServer();
  ({ server, alokito } = desk);
  token = desk.rahim.token;
  session = await launchBrowser({ viewport: { width: 1100, height: 900 } });
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

it("says plainly that importing needs the network when the device is offline", async () => {
  const { page, context } = session;
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/import`);
  await page.getByRole("heading", { level: 1, name: "Import a catalogue" }).waitFor();
  await context.setOffline(true);
  await page.getByText(/Importing a catalogue needs the network/).waitFor();
  expect(await page.locator('input[type="file"]').isDisabled()).toBe(true);
  await context.setOffline(false);
  await page.waitForFunction(
    () => !document.querySelector('input[type="file"]')?.matches(":disabled"),
  );
});

it("lists the 3 bad rows of a 3,000-row file and writes nothing, then imports the fixed file", async () => {
  const { page } = session;
  const before = await copiesOnServer();
  await choose(catalogue(true), "catalogue.csv");
  await page.getByText("catalogue.csv: 3,000 rows. Check which field each column holds.").waitFor();
  for (const [column, field] of [
    ["Title", "title"],
    ["Author(s)", "authors"],
    ["ISBN", "isbn"],
    ["Book code", "book_code"],
    ["Shelf", "shelf_number"],
    ["Box", "box_number"],
  ]) {
    expect(await page.getByLabel(`Import column “${column}” as`).inputValue()).toBe(field);
  }
  await page.getByRole("button", { name: "Check every row" }).click();
  const problems = page.getByTestId("import-problems");
  await problems.waitFor();
  await page.getByText("3 rows need fixing. Nothing was imported.").waitFor();
  const rows = await problems
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 2).map((td) => td.textContent)),
    );
  // Spreadsheet rows: the header is row 1, so data rows 1–3 are rows 2–4.
  expect(rows).toEqual([
    ["2", "Title"],
    ["3", "ISBN"],
    ["4", "Book code"],
  ]);
  expect(await copiesOnServer()).toBe(before);

  await page.getByRole("button", { name: "Choose another file" }).click();
  await choose(catalogue(false), "catalogue-fixed.csv");
  await page.getByRole("button", { name: "Check every row" }).click();
  await page.getByText("All 3,000 rows are ready: 3,000 copies will be added.").waitFor();
  expect(await copiesOnServer()).toBe(before);

  const started = Date.now();
  await page.getByRole("button", { name: "Import 3,000 rows" }).click();
  await page.getByText("3,000 copies added to the catalogue.").waitFor();
  const took = Date.now() - started;
  console.log(`[desk-import] 3,000 rows imported in ${(took / 1000).toFixed(1)} s (budget 30 s)`);
  const bar = page.getByRole("progressbar", { name: "Importing rows" });
  expect(await bar.getAttribute("value")).toBe(String(ROWS));
  expect(await bar.getAttribute("max")).toBe(String(ROWS));
  await page.getByText(`3,000 of 3,000 rows (100%)`).waitFor();
  expect(await copiesOnServer()).toBe(before + ROWS);
  const last = await api<{ data: Resource<{ book_code: string; book: { title: string } }>[] }>(
    `libraries/${alokito.id}/books?term=${code(ROWS)}`,
  );
  expect(last.data.map((r) => [r.attributes.book_code, r.attributes.book.title])).toEqual([
    [code(ROWS), `বই নম্বর ${ROWS}`],
  ]);

  // The device pulls the new copies: they are in its mirror, e.g. on the book labels page.
  await page.getByText("The new copies are on this device too.").waitFor();
  await page.goto(
    `${server.url}/libraries/${alokito.id}/desk/labels/books?from=${code(ROWS - 1)}&to=${code(ROWS)}`,
  );
  await expect.poll(() => page.locator(".book-label").count()).toBe(2);
});
