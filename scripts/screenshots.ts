// Takes the docs' screenshots (docs/screenshots/*.png) from the real app in headless Chromium: a list of named
// shots, each signing a demo person in, opening a screen at phone size and waiting for its state.
// Run after `npm run build`: npm run screenshots [-- name…]   (SCREENSHOT_URL=http://… uses a running server)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../tests/e2e/support/browser";
import { DEMO, apiLogin, loginAs } from "../tests/e2e/support/auth";
import { CHROMIUM } from "../tests/e2e/support/paths";
import { lend } from "../tests/e2e/desk-day-helpers";
import { startScreenshotServer } from "./screenshot-server";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "docs", "screenshots");
/** Long enough for a busy 2-core machine to save a library's thousands of copies on the device. */
const WAIT_MS = 120_000;

/** What a shot knows of the server: its address, the signed-in person's token, alokito's id. */
export interface ShotContext {
  url: string;
  token: string;
  alokito: number;
}

export interface Shot {
  /** The name to pick the shot by on the command line. */
  name: string;
  /** The file under docs/screenshots/. */
  file: string;
  width: number;
  height: number;
  lang?: "en" | "bn";
  /** Who is signed in (a demo person). */
  as: keyof typeof DEMO;
  /** Work before the page opens (e.g. the server's records the screen needs). */
  prepare?: (ctx: ShotContext) => Promise<void>;
  /** Opens the screen and waits until it shows what the shot is of. */
  open: (page: Page, ctx: ShotContext) => Promise<void>;
}

/** Opens alokito's page until the device has saved its books and members, for the desk's offline screens. */
async function saveAlokito(page: Page, ctx: ShotContext): Promise<void> {
  await page.goto(`${ctx.url}/alokito`);
  await page.getByTestId("catalogue-saved").waitFor({ timeout: WAIT_MS });
}

/** Alokito's book labels, scrolled to the count, the print controls and the first sheet. */
async function openLabels(page: Page, ctx: ShotContext): Promise<void> {
  await saveAlokito(page, ctx);
  await page.goto(`${ctx.url}/libraries/${ctx.alokito}/desk/labels/books`);
  await page.locator(".print-bar__count").getByText(/A4/).waitFor({ timeout: WAIT_MS });
  await page.locator(".book-label__qr").first().waitFor({ timeout: WAIT_MS });
  await page
    .locator(".print-bar")
    .first()
    // The count just under the top bar.
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 110));
}

/** A call to the server's API as the shot's person. */
async function apiCall<T>(ctx: ShotContext, method: string, path: string, body?: unknown) {
  const res = await fetch(`${ctx.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      accept: "application/json",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Listed<T> = { data: { id: number; attributes: T }[] };

/**
 * The sync panel with a refused loan: a copy lent offline on this phone while another phone lent it to
 * someone else first; back online, the panel says who has it and offers to drop the loan.
 */
async function openSyncConflict(page: Page, ctx: ShotContext): Promise<void> {
  await saveAlokito(page, ctx);
  const lib = ctx.alokito;
  const copies = await apiCall<Listed<{ book_code: string; status: string }>>(
    ctx,
    "GET",
    `libraries/${lib}/books?page=11&per_page=50`,
  );
  const copy = copies.data.find((c) => c.attributes.status === "available")!;
  const members = await apiCall<Listed<{ member_code: string }>>(
    ctx,
    "GET",
    `libraries/${lib}/members?page=3&per_page=2`,
  );
  const [here, there] = members.data;
  await page.goto(`${ctx.url}/libraries/${lib}/desk/lend`);
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: WAIT_MS });
  await page.context().setOffline(true);
  await lend(page, copy.attributes.book_code, here!.attributes.member_code);
  await apiCall(ctx, "POST", `libraries/${lib}/book-issues`, {
    library_book_id: copy.id,
    library_member_id: there!.id,
  });
  await page.context().setOffline(false);
  await page.getByTestId("lend-conflict").waitFor({ timeout: WAIT_MS });
  await page.getByTestId("sync-indicator").click();
  await page
    .getByTestId("sync-item")
    .locator("[data-reason=book_on_loan]")
    .waitFor({ timeout: WAIT_MS });
}

/** A librarian's own spreadsheet: Bangla headers, one column the import does not know. */
const IMPORT_SAMPLE = [
  "শিরোনাম,লেখক,ISBN,বই কোড,তাক,মন্তব্য",
  "পথের পাঁচালী,বিভূতিভূষণ বন্দ্যোপাধ্যায়,9789849048886,AP-70001,S-1,উপহার",
  "গীতাঞ্জলি,রবীন্দ্রনাথ ঠাকুর,,AP-70002,S-2,",
  "লালসালু,সৈয়দ ওয়ালীউল্লাহ,,AP-70003,S-3,",
].join("\r\n");

/** The catalogue import with a file chosen: its columns matched to fields, one under another. */
async function openImportMapping(page: Page, ctx: ShotContext): Promise<void> {
  await page.goto(`${ctx.url}/libraries/${ctx.alokito}/desk/import`);
  await page.locator('input[type="file"]').setInputFiles({
    name: "catalogue.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(IMPORT_SAMPLE),
  });
  const loaded = page.getByText(/^catalogue\.csv: 3 rows\./);
  await loaded.waitFor({ timeout: WAIT_MS });
  // The file's line just under the top bar.
  await loaded.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 110));
}

/** The home of a staff member: the menu's way to the desk above the feed. */
async function openHomeDesk(page: Page, ctx: ShotContext): Promise<void> {
  await page.goto(`${ctx.url}/`);
  await page.getByTestId("home-desk").waitFor({ timeout: WAIT_MS });
  await page.getByTestId("post").first().waitFor({ timeout: WAIT_MS });
}

export const SHOTS: Shot[] = [
  {
    name: "home-desk-bn",
    file: "home-desk-360-bn.png",
    width: 360,
    height: 740,
    lang: "bn",
    as: "rahim",
    open: openHomeDesk,
  },
  {
    name: "labels",
    file: "desk-labels-360.png",
    width: 360,
    height: 740,
    as: "rahim",
    open: openLabels,
  },
  {
    name: "labels-bn",
    file: "desk-labels-360-bn.png",
    width: 360,
    height: 740,
    lang: "bn",
    as: "rahim",
    open: openLabels,
  },
  {
    name: "sync-conflict",
    file: "sync-conflict-360.png",
    width: 360,
    height: 740,
    as: "rahim",
    open: openSyncConflict,
  },
  {
    name: "import-mapping",
    file: "desk-import-mapping-360.png",
    width: 360,
    height: 740,
    as: "rahim",
    open: openImportMapping,
  },
];

async function findAlokito(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/searches/alokito`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/searches/alokito: HTTP ${res.status}`);
  return Number(((await res.json()) as { data: { id: number | string } }).data.id);
}

async function take(shot: Shot, url: string): Promise<void> {
  const person = DEMO[shot.as];
  const token = await apiLogin(url, person.username, person.password);
  const ctx: ShotContext = { url, token, alokito: await findAlokito(url, token) };
  await shot.prepare?.(ctx);
  const profile = mkdtempSync(path.join(tmpdir(), "pathagar-shot-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: shot.width, height: shot.height },
    locale: shot.lang === "bn" ? "bn-BD" : "en-GB",
    colorScheme: "light",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await loginAs(page, person.username, person.password, url);
    await page.evaluate((lang) => localStorage.setItem("lang", lang), shot.lang ?? "en");
    await shot.open(page, ctx);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("#root img")].every((i) => (i as HTMLImageElement).complete),
      undefined,
      { timeout: WAIT_MS },
    );
    const png = await page.screenshot({ type: "png" });
    writeFileSync(path.join(OUT, shot.file), png);
    console.log(`docs/screenshots/${shot.file}: ${shot.width}×${shot.height}, ${png.length} bytes`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  const wanted = process.argv.slice(2);
  const shots = wanted.length ? SHOTS.filter((s) => wanted.includes(s.name)) : SHOTS;
  const unknown = wanted.filter((w) => !SHOTS.some((s) => s.name === w));
  if (unknown.length) throw new Error(`no such shot: ${unknown.join(", ")}`);
  const dataDir = process.env.SCREENSHOT_URL
    ? null
    : mkdtempSync(path.join(tmpdir(), "pathagar-shots-"));
  const server = dataDir ? await startScreenshotServer(dataDir) : null;
  const url = process.env.SCREENSHOT_URL?.replace(/\/$/, "") ?? server!.url;
  mkdirSync(OUT, { recursive: true });
  try {
    for (const shot of shots) await take(shot, url);
  } finally {
    server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
