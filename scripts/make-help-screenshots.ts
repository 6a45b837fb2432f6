// Takes the help page's pictures from the real app: a seeded server on a fresh folder, Chromium at a phone's size,
// each screen in English and Bangla, saved as small WebP files under public/help/<lang>/.
// Run after `npm run build`: npx tsx scripts/make-help-screenshots.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startScreenshotServer } from "./screenshot-server";
import sharp from "sharp";
import { HELP_SHOTS, type HelpShot } from "../src/features/marketing/helpShots";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public/help");
const DEMO = { username: "+8801711000001", password: "pathagar-demo" };

async function signIn(page: Page, base: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(DEMO),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const me = (await (
    await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { attributes: unknown } };
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(me.data.attributes)] as const,
  );
  // The home page's cookie, as the app sets it at its start, so `/` is the reader's feed.
  await page.evaluate(async (t) => {
    const res = await fetch("/api/auth/home-session", {
      method: "PUT",
      headers: { authorization: `Bearer ${t}` },
      credentials: "same-origin",
    });
    if (res.ok) localStorage.setItem("home_session", t);
  }, token);
  const library = (await (
    await fetch(`${base}/api/searches/alokito`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string | number; attributes?: { id: number } } };
  return Number(library.data.attributes?.id ?? library.data.id);
}

/**
 * What a screen shows once it is ready, beyond its heading: the desk's forms come once the reader's role is
 * known (before, the desk says it is for the library's staff); the library page is shown from its name and
 * buttons down (its cover photo fills a phone's screen above them).
 */
const READY: Partial<Record<HelpShot["name"], (page: Page) => Promise<void>>> = {
  library: async (page) => {
    const name = page.locator("#library-name");
    await name.waitFor();
    await name.evaluate((e) => e.scrollIntoView({ block: "center" }));
  },
  "add-book": (page) => page.locator("main form input:visible").first().waitFor(),
  lend: (page) => page.locator("main form input:visible").first().waitFor(),
};

async function shoot(page: Page, base: string, shot: HelpShot, library: number, lang: string) {
  await page.goto(`${base}${shot.path.replace("{library}", String(library))}`);
  await page
    .locator("h1:visible")
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(tmpdir(), `help-shot-failed-${shot.name}.png`) });
      throw error;
    });
  await READY[shot.name]?.(page);
  // The screen's pictures and data have arrived (a first visit has no service worker to wait for).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png" });
  const webp = await sharp(png).webp({ quality: 60, effort: 6 }).toBuffer();
  mkdirSync(path.join(OUT, lang), { recursive: true });
  writeFileSync(path.join(OUT, lang, `${shot.name}.webp`), webp);
  console.log(`help/${lang}/${shot.name}.webp: ${webp.length} bytes`);
}

/** Shots named on the command line, or all of them. */
const only = process.argv.slice(2);
const wanted = (shot: HelpShot) => only.length === 0 || only.includes(shot.name);

const dataDir = mkdtempSync(path.join(tmpdir(), "pathagar-help-"));
const server = await startScreenshotServer(dataDir);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true });
try {
  for (const lang of ["en", "bn"] as const) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      locale: lang === "bn" ? "bn-BD" : "en-GB",
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    // A busy machine can take a while to answer; a screen that never comes still ends the run.
    page.setDefaultTimeout(120_000);
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    for (const shot of HELP_SHOTS.filter((s) => !s.signedIn && wanted(s)))
      await shoot(page, server.url, shot, 0, lang);
    const library = await signIn(page, server.url);
    for (const shot of HELP_SHOTS.filter((s) => s.signedIn && wanted(s)))
      await shoot(page, server.url, shot, library, lang);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
