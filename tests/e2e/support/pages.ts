// Small page helpers shared by the scenarios: the public pages, the heading, the language, Bangla detection,
// the app held back and the fonts a page fetched.
import type { Page } from "playwright-core";
import { STATE_WAIT_MS } from "./browser";

/** The landing page and the public information pages (SPEC §2), for the page tests and the benchmark. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/help",
  "/awards",
  "/products",
  "/research",
  "/achievements",
  "/pricing",
  "/privacy-policy",
  "/contact-us",
  "/advertisers",
  "/careers",
  "/developers/api-overview",
];

/** Bengali script (U+0980–U+09FF). */
export const BENGALI = /[\u0980-\u09FF]/;

/** The visible text of the page's h1 once it has rendered. */
export async function heading(page: Page, timeoutMs = STATE_WAIT_MS): Promise<string> {
  const h1 = page.locator("h1").first();
  await h1.waitFor({ state: "visible", timeout: timeoutMs });
  return (await h1.innerText()).trim();
}

/** Stores the language choice for the app's origin (the page must be on that origin). */
export async function storeLanguage(page: Page, baseUrl: string, lang: "en" | "bn"): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute("lang"));
}

/**
 * Holds the app's entry script until the returned `release()` (it loads as usual afterwards), so a test sees
 * what the HTML and index.html's start-up script alone paint.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The font files the page requests from now on (Bangla's faces are the only ones with a file). */
export function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  return fonts;
}

/**
 * Once the fonts are ready: the font files requested (from `fontRequests`) and the faces loaded or loading
 * other than the language switch's face of "বাংলা", which is inline in the stylesheet. Empty when the page
 * draws every face it uses without a file.
 */
export async function fontFilesUsed(page: Page, requested: string[]): Promise<string[]> {
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.status !== "unloaded")
      .map((f) => f.family.replace(/"/g, ""))
      .filter((family) => family !== "Pathagar Language Name");
  });
  return [...requested, ...faces];
}

export interface StartTimings {
  /** When the app's entry script was requested (ms from navigation start), if it was. */
  entry: number | null;
  /** The first contentful paint, if reported. */
  fcp: number | null;
  /** How each named chunk came: preloaded (index.html's start-up put its module preload in the head), else
   * fetched, or null when the page never asked for it. */
  chunks: Record<string, "preloaded" | "fetched" | null>;
}

/**
 * The start of this page load: the entry script, the first contentful paint, and how the named chunks came. Call
 * it once the page shows something: it waits for the paint's entry, which the browser records a moment after
 * the paint (on a busy machine, after the content is already there).
 */
export async function startTimings(page: Page, chunkNames: string[] = []): Promise<StartTimings> {
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: 100 },
  );
  return page.evaluate((names) => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]*\\.js$`);
    const script = (name: string) => resources.find((e) => chunk(name).test(e.name));
    return {
      entry: script("index")?.startTime ?? null,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      chunks: Object.fromEntries(
        names.map((n) => {
          const preloaded = [
            ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          ].some((link) => chunk(n).test(link.href));
          return [n, preloaded ? "preloaded" : script(n) ? "fetched" : null];
        }),
      ),
    };
  }, chunkNames);
}

/** Resolves once the page has drawn two more frames: whatever the last input or answer queued has run and shown. */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
