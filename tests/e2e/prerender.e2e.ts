// The guest home's build-time HTML: it paints before the app's scripts run, only where the app will
// show the same page (a guest in English on /), is not clickable until the app takes over, and the
// app then replaces it. Each case holds the app's entry script back to look at the HTML alone.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, launchBrowser, loginAs, startServer, type RunningServer } from "./support";
import { holdTheApp, startTimings, storeLanguage } from "./support/pages";

const LANDING_HEADING = "Community libraries, closer to every reader";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const prerenderedHeading = (page: Page) =>
  page.locator("[data-prerendered] h1", { hasText: LANDING_HEADING });

describe("the guest home in the HTML", () => {
  it("paints the landing before the app runs, then the app takes over in place", async () => {
    const session = await launchBrowser();
    try {
      const { page } = session;
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      const release = await holdTheApp(page);
      // Go on once the HTML is there (the app is held back).
      await page.goto(`${server.url}/`, { waitUntil: "commit" });
      await prerenderedHeading(page).waitFor({ state: "visible" });
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-home"))).toBe(
        true,
      );
      // Not a working page yet: its links and buttons wait for the app.
      expect(await page.locator("[data-prerendered]").getAttribute("inert")).toBe("");

      release();
      await page.locator("[data-prerendered]").waitFor({ state: "detached" });
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      // Its styles came with the HTML and the app rendered the same page: nothing moved on the way.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
              }[])
                if (!e.hadRecentInput) sum += e.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(sum), 100);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      await page.getByTestId("language-toggle").click();
      await page
        .getByRole("heading", { level: 1, name: "কমিউনিটি পাঠাগার, প্রত্যেক পাঠকের আরও কাছে" })
        .waitFor();
      // The inline start-up script ran under the server's CSP (its hash is allowed), and nothing failed.
      expect(problems).toEqual([]);
    } finally {
      await session.dispose();
    }
  });

  it("starts the app's scripts after the landing has painted there, at once elsewhere; English loads no font", async () => {
    const session = await launchBrowser();
    try {
      const { page } = session;
      const fonts = () =>
        page.evaluate(
          () =>
            performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".woff2"))
              .length,
        );

      await page.goto(`${server.url}/`);
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      await page.locator("[data-prerendered]").waitFor({ state: "detached" });
      const home = await startTimings(page, ["LandingScreen", "FeedScreen"]);
      expect(home.fcp).not.toBeNull();
      expect(home.entry).not.toBeNull();
      expect(home.entry!).toBeGreaterThanOrEqual(home.fcp!);
      // The landing's chunk is preloaded by index.html; a signed-in reader's feed is not fetched at all.
      expect(home.chunks).toEqual({ LandingScreen: "preloaded", FeedScreen: null });
      // The Bangla switch shows in the device's own font: an English page fetches no font file.
      expect(await fonts()).toBe(0);
      await page.getByTestId("language-toggle").click();
      await page
        .getByRole("heading", { level: 1, name: "কমিউনিটি পাঠাগার, প্রত্যেক পাঠকের আরও কাছে" })
        .waitFor();
      await expect.poll(fonts).toBeGreaterThan(0);

      await storeLanguage(page, server.url, "en");
      await page.goto(`${server.url}/about`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const about = await startTimings(page);
      expect(about.entry).not.toBeNull();
      expect(about.fcp).not.toBeNull();
      expect(about.entry!).toBeLessThan(about.fcp!);
    } finally {
      await session.dispose();
    }
  });

  it("stays hidden where the app shows something else: another page, Bangla, a signed-in reader", async () => {
    const session = await launchBrowser();
    try {
      const { page } = session;
      const release = await holdTheApp(page);
      const hiddenOn = async (path: string) => {
        await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
        await page.waitForSelector("#root", { state: "attached" });
        // Not marked by the start-up script, so the stylesheet in the HTML keeps it hidden.
        expect(await page.evaluate(() => document.documentElement.hasAttribute("data-home"))).toBe(
          false,
        );
        if (await prerenderedHeading(page).count())
          expect(await prerenderedHeading(page).isVisible()).toBe(false);
      };
      await hiddenOn("/about");
      await storeLanguage(page, server.url, "bn");
      await hiddenOn("/");
      await storeLanguage(page, server.url, "en");
      release();
      await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
      await hiddenOn("/");
    } finally {
      await session.dispose();
    }
  });
});
