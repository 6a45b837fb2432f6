// Signed-in screens at a phone's width (412 px) in Chromium: no axe-core violations on the feed, a profile, a
// library page and the libraries list, in English and Bangla, and in dark mode; and the language switch's
// "বাংলা" drawn with the app's own face (a device without a Bengali font showed boxes), with no font fetched by the English landing.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  type RunningServer,
  withoutServiceWorkers,
} from "./support";
import { accessibilityViolations } from "./support/axe";
import { storeLanguage } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: RunningServer;
let session: BrowserSession;
let karima: { id: number; name: string };
let alokito: { id: number; title: string };

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  const karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
  const me = await api<{ data: { attributes: { id: number; first_name: string } } }>(
    karimaToken,
    "auth/me",
  );
  karima = { id: me.data.attributes.id, name: me.data.attributes.first_name };
  alokito = (await api<{ data: { attributes: typeof alokito } }>(karimaToken, "searches/alokito"))
    .data.attributes;
  session = await launchBrowser({ viewport: { width: 412, height: 915 } });
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** Each screen and what shows that it has loaded what it reads (not a spinner or a skeleton). */
const SCREENS: [string, () => string, (page: Page) => Promise<void>][] = [
  [
    "the feed",
    () => "/",
    async (page) => {
      await page.locator("#root .post-card").first().waitFor();
      // The server's picture of the feed has gone: the app's own page is what is checked.
      await page.locator("[data-snapshot]").waitFor({ state: "detached" });
    },
  ],
  [
    "a profile",
    () => `/users/${karima.id}`,
    async (page) => {
      await page.getByRole("heading", { level: 1, name: new RegExp(karima.name) }).waitFor();
      await page.locator("#root .post-card").first().waitFor();
    },
  ],
  [
    "a library page",
    () => `/libraries/${alokito.id}`,
    async (page) => {
      await page.getByRole("heading", { level: 1, name: alokito.title, exact: true }).waitFor();
      await page
        .getByRole("button", { name: /^[\d০-৯,]+ / })
        .first()
        .waitFor();
    },
  ],
  [
    "the libraries list",
    () => "/libraries",
    async (page) => {
      await page.getByRole("link", { name: alokito.title }).first().waitFor();
    },
  ],
];

describe.each(["en", "bn"] as const)("signed-in screens at 412 px in %s", (lang) => {
  it.each(SCREENS)("%s has no accessibility violations", async (_name, path, loaded) => {
    const { page } = session;
    await storeLanguage(page, server.url, lang);
    await page.goto(`${server.url}${path()}`);
    await loaded(page);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: "attached" });
    await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// Dark mode: one dark browser for the set, in English (the colours do not change with the language).
describe("signed-in screens at 412 px in dark mode", () => {
  let dark: BrowserSession;
  beforeAll(async () => {
    dark = await launchBrowser({ viewport: { width: 412, height: 915 }, colorScheme: "dark" });
    await loginAs(dark.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await storeLanguage(dark.page, server.url, "en");
  });
  afterAll(() => dark?.dispose());

  it.each(SCREENS)("%s has no accessibility violations", async (_name, path, loaded) => {
    const { page } = dark;
    await page.goto(`${server.url}${path()}`);
    await loaded(page);
    await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(12, 10, 9)",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("the বাংলা switch on an English page", () => {
  /** The fonts Chromium drew an element's text with (DevTools' own record of the glyphs it laid out). */
  async function fontsDrawing(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts;
    } finally {
      await cdp.detach();
    }
  }

  it.each([
    ["a reader's feed", true],
    ["a guest's landing", false],
  ] as const)("on %s is drawn in the app's own face", async (_name, signedIn) => {
    const visit = signedIn
      ? session
      : await launchBrowser({ viewport: { width: 412, height: 915 } });
    const { page } = visit;
    try {
      await storeLanguage(page, server.url, "en");
      const fontRequests: string[] = [];
      page.on("request", (r) => void (r.resourceType() === "font" && fontRequests.push(r.url())));
      await page.goto(`${server.url}/`);
      const toggle = page.locator("#root").getByRole("button", { name: "বাংলা" }).first();
      await toggle.waitFor();
      await page.waitForFunction(() =>
        [...document.fonts].some(
          (f) => f.family.replace(/"/g, "") === "Pathagar Language Name" && f.status === "loaded",
        ),
      );
      const fonts = await fontsDrawing(page, '#root [data-testid="language-toggle"]');
      // Every glyph of "বাংলা" from the web font (not a device's font, absent on many), none missing.
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((f) => !f.isCustomFont)).toEqual([]);
      expect(fonts.reduce((n, f) => n + f.glyphCount, 0)).toBeGreaterThanOrEqual(4);
      // The face is inline in the stylesheet: the landing (English text only) fetches no font at all. (A feed
      // fetches the Bangla faces for the readers' Bangla posts.)
      if (!signedIn) expect(fontRequests).toEqual([]);
    } finally {
      if (!signedIn) await visit.dispose();
    }
  });
});
