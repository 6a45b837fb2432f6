// Importing a catalogue in Chromium against the real server: offline the page says it cannot; a 3,000-row
// CSV with three bad rows first is checked (the dry run lists them, nothing is written), then the fixed
// file imports in batches to 100%, the server holds 3,000 more copies and the device pulls them.
// On a 412 px phone a 3,000-row file with blank lines, a multi-line cell and 56 bad rows names each problem by
// the file's line and bad value, imports exactly the good rows, and hands back the bad ones as a file to fix.
// The import's time is printed (npm run bench owns budgets; e2e tests never assert durations).
import { readFileSync } from "node:fs";
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
  const rows = await problems.locator("li").allTextContents();
  // File lines: the header is line 1, so data rows 1–3 are lines 2–4.
  expect(rows.map((r) => r.replace(/”:.*$/, "”").replace(/\(empty\):.*$/, "(empty)"))).toEqual([
    "Line 2: Title (empty)",
    "Line 3: ISBN “978-0-00-000000-0”",
    "Line 4: Book code “AP-00001”",
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

/** 3,000 rows with a blank line after every 97th, a title over two lines, and 56 bad rows (every 53rd). */
function phoneCatalogue() {
  const lines = ["Title,Author(s),ISBN,Book code,Shelf"];
  let record = 1;
  const bad: { line: number; code: string; field: string; value: string }[] = [];
  const good: string[] = [];
  for (let n = 1; n <= 3000; n++) {
    const bookCode = `GR-${String(n).padStart(5, "0")}`;
    let title = n === 10 ? `"বই নম্বর ${n}\nদ্বিতীয় লাইন"` : `বই নম্বর ${n}`;
    let isbn = "";
    let code = bookCode;
    record += 1;
    if (n % 53 === 0) {
      const kind = (n / 53) % 3;
      if (kind === 0) isbn = "978-0-306-40615-X";
      else if (kind === 1) code = "AP-00001";
      else title = "";
      bad.push({
        line: record,
        code: bookCode,
        field: ["ISBN", "Book code", "Title"][kind]!,
        value: kind === 0 ? "“978-0-306-40615-X”" : kind === 1 ? "“AP-00001”" : "(empty)",
      });
    } else good.push(bookCode);
    lines.push(`${title},লেখক ${n % 40},${isbn},${code},S-${n % 12}`);
    if (n % 97 === 0) {
      lines.push("");
      record += 1;
    }
  }
  return { text: lines.join("\r\n"), bad, good };
}

it("on a 412 px phone names file lines and bad values, imports the good rows, returns the bad", async () => {
  const phone = await launchBrowser({ viewport: { width: 412, height: 823 } });
  try {
    const { page } = phone;
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await page.goto(`${server.url}/libraries/${alokito.id}/desk/import`);
    await page.getByRole("heading", { level: 1, name: "Import a catalogue" }).waitFor();
    const before = await copiesOnServer();
    const file = phoneCatalogue();
    expect(file.bad).toHaveLength(56);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "phone.csv", mimeType: "text/csv", buffer: Buffer.from(file.text) });
    await page.getByText("phone.csv: 3,000 rows. Check which field each column holds.").waitFor();

    // The mapping fits the phone: no sideways scrolling, each select whole and wider than a letter.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      412,
    );
    for (const column of ["Title", "Author(s)", "ISBN", "Book code", "Shelf"]) {
      const box = (await page.getByLabel(`Import column “${column}” as`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(412);
      expect(box.width).toBeGreaterThan(200);
    }

    await page.getByRole("button", { name: "Check every row" }).click();
    await page.getByText("56 rows need fixing. Nothing was imported.").waitFor();
    const shown = await page
      .getByTestId("import-problems")
      .locator("li")
      .evaluateAll((lis) =>
        lis.map((li) => ({ line: Number(li.dataset.line), text: li.textContent ?? "" })),
      );
    expect(shown.map((s) => s.line)).toEqual(file.bad.map((b) => b.line));
    shown.forEach(({ line, text }, i) => {
      const { field, value } = file.bad[i]!;
      expect(text.startsWith(`Line ${line}: ${field} ${value}: `)).toBe(true);
    });
    expect(file.bad.at(-1)!.line).toBeGreaterThan(2968 + 30);
    expect(await copiesOnServer()).toBe(before);

    await page
      .getByRole("button", {
        name: "Import the 2,944 good rows, keep the 56 bad ones as a file to fix",
      })
      .click();
    await page.getByText("2,944 copies added to the catalogue.").waitFor();
    // The result is in view and has the focus, not left below the fold.
    const finished = page.getByRole("heading", { name: "Import finished" });
    await expect
      .poll(() =>
        finished.evaluate((el) => {
          const r = el.getBoundingClientRect();
          // Not under the sticky top bar: the heading itself is what shows at its middle.
          const seen = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
          return document.activeElement === el && r.bottom <= innerHeight && el.contains(seen);
        }),
      )
      .toBe(true);

    // Exactly the good rows are on the server.
    expect(await copiesOnServer()).toBe(before + 2944);
    const withCode = async (term: string) =>
      (
        await api<{ meta: { total: number } }>(
          `libraries/${alokito.id}/books?term=${encodeURIComponent(term)}`,
        )
      ).meta.total;
    expect(await withCode("GR-")).toBe(2944);
    for (const b of file.bad) expect(await withCode(b.code)).toBe(0);
    for (const code of ["GR-00001", "GR-00052", "GR-00054", "GR-03000"])
      expect(await withCode(code)).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the 56 rows to fix" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("phone-to-fix.csv");
    const lines = readFileSync((await download.path())!, "utf8")
      .slice(1)
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Title,Author(s),ISBN,Book code,Shelf,problem");
    expect(lines).toHaveLength(57);
    expect(lines[1]).toMatch(/^বই নম্বর 53,লেখক 13,,AP-00001,S-5,Book code “AP-00001”: /);
  } finally {
    await phone.dispose();
  }
});
