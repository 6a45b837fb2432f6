// Labels in Chromium, offline from the device's copy of alokito: book labels for a range of codes and
// member cards, their QR codes read back from the page's pixels, the A4 grid under print media with the
// app's chrome gone, a PDF of A4 pages; and the books exported as a CSV file.
import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  records,
  waitForServiceWorker,
  type BrowserSession,
  type Resource,
  type RunningServer,
} from "./support";
import { startDeskServer } from "./desk-day-helpers";

let server: RunningServer;
let session: BrowserSession;
let alokito: { id: number; title: string };
let members: { id: number; member_code: string; first_name: string }[];

const MM = 96 / 25.4;

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Reads the QR code of the n-th image matching `selector` from its drawn pixels. */
async function readQr(page: Page, selector: string, n: number): Promise<string | null> {
  const { width, height, data } = await page
    .locator(selector)
    .nth(n)
    .evaluate((img) => {
      const source = img as HTMLImageElement;
      const side = 240;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = side + 40;
      const g = canvas.getContext("2d")!;
      g.fillStyle = "#fff";
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.imageSmoothingEnabled = false;
      g.drawImage(source, 20, 20, side, side);
      const pixels = g.getImageData(0, 0, canvas.width, canvas.height);
      return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
    });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/** The shell's parts that must not reach paper: top bar, left column, footer, the page's controls. */
const CHROME = [".topbar", ".left-column", ".footer", ".print-bar", ".copy-chooser", "h1"];

async function chromeShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const selector of CHROME) {
    if (await page.locator(selector).first().isVisible()) shown.push(selector);
  }
  return shown;
}

/** The MediaBox of every page in a PDF that Chromium wrote (its page dictionaries are not compressed). */
function pageSizes(pdf: Buffer): number[][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*([\d.\s]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}

beforeAll(async () => {
  const desk = await startDeskServer();
  ({ server, alokito } = desk);
  const { token } = desk.rahim;
  const page2 = await api<{ data: Resource<(typeof members)[number]>[] }>(
    `libraries/${alokito.id}/members?page=2`,
    token,
  );
  members = records(page2.data).slice(0, 3);
  session = await launchBrowser();
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  const { page, context } = session;
  await page.goto(`${server.url}/alokito`);
  await page.getByRole("heading", { level: 1, name: alokito.title, exact: true }).waitFor();
  await waitForServiceWorker(page);
  // Rahim belongs to alokito: its books and members are saved on the device by default.
  await page.getByTestId("catalogue-saved").waitFor();
  await context.setOffline(true);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

it("prints book labels for a range of codes offline: QR, grid, no chrome, an A4 PDF", async () => {
  const { page } = session;
  await page.emulateMedia({ media: "screen" });
  await page.goto(
    `${server.url}/libraries/${alokito.id}/desk/labels/books?from=AP-00001&to=AP-00030`,
  );
  await page.getByRole("heading", { level: 1, name: "Book labels" }).waitFor();
  const labels = page.locator(".book-label");
  await expect.poll(() => labels.count()).toBe(30);
  const codes = await labels.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code));
  expect(codes).toEqual(
    Array.from({ length: 30 }, (_, i) => `AP-${String(i + 1).padStart(5, "0")}`),
  );
  await page.getByText("30 labels on 2 A4 sheets").waitFor();
  expect(await labels.nth(0).locator(".book-label__code").innerText()).toBe("AP-00001");
  expect(await readQr(page, ".book-label__qr", 0)).toBe("AP-00001");
  expect(await readQr(page, ".book-label__qr", 29)).toBe("AP-00030");
  expect(await chromeShown(page)).toContain(".topbar");

  await page.emulateMedia({ media: "print" });
  expect(await chromeShown(page)).toEqual([]);
  const grid = await page
    .locator(".label-page")
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { columns: style.gridTemplateColumns, rows: style.gridTemplateRows };
    });
  const columns = grid.columns.split(" ").map(parseFloat);
  const rows = grid.rows.split(" ").map(parseFloat);
  expect(columns).toHaveLength(3);
  expect(rows).toHaveLength(8);
  for (const c of columns) expect(c).toBeCloseTo(63.3 * MM, 0);
  for (const r of rows) expect(r).toBeCloseTo(34.6 * MM, 0);
  const first = (await labels.nth(0).boundingBox())!;
  const fourth = (await labels.nth(3).boundingBox())!;
  expect(fourth.x).toBeCloseTo(first.x, 0);
  expect(fourth.y - first.y).toBeCloseTo(34.6 * MM, 0);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const sizes = pageSizes(pdf);
  expect(sizes).toHaveLength(2);
  for (const [x0, y0, w, h] of sizes) {
    expect([x0, y0]).toEqual([0, 0]);
    // A4 is 595.28 × 841.89 points; Chromium rounds to whole pixels.
    expect(Math.abs(w! - 595.28)).toBeLessThan(2);
    expect(Math.abs(h! - 841.89)).toBeLessThan(2);
  }
  await page.emulateMedia({ media: "screen" });
});

it("prints the member cards ticked elsewhere, offline: name, code, QR of the code", async () => {
  const { page } = session;
  const ids = members.map((m) => m.id).join(",");
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/labels/members?ids=${ids}`);
  await page.getByRole("heading", { level: 1, name: "Member cards" }).waitFor();
  const cards = page.locator(".member-card");
  await expect.poll(() => cards.count()).toBe(3);
  for (const [i, member] of members.entries()) {
    const card = cards.nth(i);
    expect(await card.getAttribute("data-code")).toBe(member.member_code);
    expect(await card.locator(".member-card__name").innerText()).toContain(member.first_name);
    expect(await card.locator(".member-card__library").innerText()).toBe(alokito.title);
    expect(await readQr(page, ".member-card__qr", i)).toBe(member.member_code);
  }
  await page.emulateMedia({ media: "print" });
  expect(await chromeShown(page)).toEqual([]);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pageSizes(pdf)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });
});

it("exports the device's books as a CSV file offline, BOM first, one row per copy", async () => {
  const { page } = session;
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/export`);
  await page.getByRole("heading", { level: 1, name: "Export to CSV" }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Books" }).click(),
  ]);
  const day = new Date().toLocaleDateString("sv-SE");
  expect(download.suggestedFilename()).toBe(`alokito-books-${day}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Book code,Title,Authors,ISBN,Publisher,Year,Language,Category,Shelf,Box,Status",
  );
  expect(lines[1]).toMatch(/^AP-00001,/);
  await page.getByText(/^Saved alokito-books-.*\.csv with [\d,]+ rows\.$/).waitFor();
  expect(lines.length - 1).toBeGreaterThanOrEqual(3000);
});
