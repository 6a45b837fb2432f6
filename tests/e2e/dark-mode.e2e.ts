// Dark mode in Chromium: the system's setting followed, the device's choice from the top bar's "Display and
// app" menu kept and applied before the app's scripts run (no light flash), and the browser's bar colour.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  startServer,
  type BrowserSession,
  type RunningServer,
  withoutServiceWorkers,
} from "./support";
import { holdTheApp, storeLanguage } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: RunningServer;
let dark: BrowserSession;
let light: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  [dark, light] = await Promise.all([
    launchBrowser({ colorScheme: "dark" }),
    launchBrowser({ colorScheme: "light" }),
  ]);
});
afterAll(async () => {
  await Promise.all([dark?.dispose(), light?.dispose()]);
  await server?.stop();
});

const DARK_BG = "rgb(12, 10, 9)";
const LIGHT_BG = "rgb(245, 245, 244)";

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme-color the browser uses for its bar: the meta whose media matches (or has none). */
const barColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (m) => !m.media || matchMedia(m.media).matches,
      )?.content,
  );

async function choose(page: Page, name: "Light" | "Dark" | "Same as the device") {
  await page.locator("#root").getByTestId("device-menu-button").first().click();
  await page.getByRole("radio", { name }).check();
  await page.keyboard.press("Escape");
}

describe("dark mode", () => {
  it("follows the system: a dark device renders the pages dark", async () => {
    const { page } = dark;
    await storeLanguage(page, server.url, "en");
    await page.goto(`${server.url}/about`);
    await page.locator("#root h1").waitFor();
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await barColour(page)).toBe("#1c1917");
  });

  it("keeps a choice made in the menu and applies it before the app's scripts run", async () => {
    const { page } = light;
    await storeLanguage(page, server.url, "en");
    await page.goto(`${server.url}/about`);
    await page.locator("#root h1").waitFor();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await choose(page, "Dark");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await barColour(page)).toBe("#1c1917");

    // The prerendered landing with the app's scripts held: only index.html's start-up script has run.
    const release = await holdTheApp(page);
    await page.goto(`${server.url}/`);
    await page.locator("[data-prerendered] h1").waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await barColour(page)).toBe("#1c1917");
    release();
    await page.unrouteAll();
  });

  it("a light choice wins over a dark system, and 'same as the device' goes back to it", async () => {
    const { page } = dark;
    await page.goto(`${server.url}/contact-us`);
    await page.locator("#root h1").waitFor();
    await choose(page, "Light");
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await page.reload();
    await page.locator("#root h1").waitFor();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    expect(await barColour(page)).toBe("#0f766e");
    await choose(page, "Same as the device");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });
});
