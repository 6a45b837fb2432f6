// The guest home's build-time HTML: it paints before the app's scripts run, only where the app will
// show the same page (a guest in English on /). There it is a page of its own, with working links, until the
// first touch, key or focus starts the app, which replaces it and carries that tap or focus over.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  waitForServiceWorker,
  type RunningServer,
} from "./support";
import { holdTheApp, startTimings, storeLanguage } from "./support/pages";

const LANDING_HEADING = "Community libraries, closer to every reader";
const BANGLA_HEADING = "কমিউনিটি পাঠাগার, প্রত্যেক পাঠকের আরও কাছে";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const prerenderedHeading = (page: Page) =>
  page.locator("[data-prerendered] h1", { hasText: LANDING_HEADING });

/** The landing's own stylesheets (the public pages' cards and sections) linked in the document now. */
/** The landing's own styles in the page's head (index.html carries them inline, in the guest's template). */
const landingStyles = (page: Page) =>
  page.evaluate(
    () =>
      [...document.head.querySelectorAll("style[data-static]")].filter((style) =>
        style.textContent?.includes(".info-page"),
      ).length,
  );

/** Stylesheet files the page itself has fetched. */
const stylesheetFiles = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.endsWith(".css")).length,
  );

/** Layout shifts not caused by input, summed over the page's life so far. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean };
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const e of entries as unknown as Shift[]) if (!e.hadRecentInput) sum += e.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // Two frames on, every shift so far has been reported: those not yet handed to the callback are
        // taken here.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(sum);
          }),
        );
      }),
  );

/** Runs `test` on the first tab of a fresh browser, closed afterwards. */
async function inBrowser(test: (page: Page) => Promise<void>): Promise<void> {
  const session = await launchBrowser();
  try {
    await test(session.page);
  } finally {
    await session.dispose();
  }
}

describe("the guest home in the HTML", () => {
  it("is a page of its own until the first tap, which starts the app and lands in it", async () => {
    await inBrowser(async (page) => {
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      const fonts = () =>
        page.evaluate(
          () =>
            performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".woff2"))
              .length,
        );
      await page.goto(`${server.url}/`);
      await prerenderedHeading(page).waitFor({ state: "visible" });
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-home"))).toBe(
        true,
      );
      // The page installs the app for offline use by itself, while the app has not started.
      await waitForServiceWorker(page);
      const before = await startTimings(page, ["LandingScreen", "FeedScreen"]);
      expect(before.entry).toBeNull();
      expect(await page.locator("[data-prerendered]").count()).toBe(1);
      // The landing's chunks are preloaded after the first paint; a signed-in reader's feed is not fetched.
      expect(before.chunks).toEqual({ LandingScreen: "preloaded", FeedScreen: null });
      // The Bangla switch's face is inline in the stylesheet: an English page fetches no font file.
      expect(await fonts()).toBe(0);
      // The landing's styles came out of the guest's template before it painted: styled, and unmoved, from the
      // HTML alone (on 2G each stylesheet file was another round trip before the first paint).
      expect(await landingStyles(page)).toBe(1);
      expect(await stylesheetFiles(page)).toBe(0);
      expect(
        await page
          .locator("[data-prerendered] .card-grid")
          .first()
          .evaluate((e) => getComputedStyle(e).display),
      ).toBe("grid");
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

      // A button of the landing works: the tap starts the app, which takes the same tap.
      await page.locator("[data-prerendered]").getByTestId("language-toggle").click();
      await page.getByRole("heading", { level: 1, name: BANGLA_HEADING }).waitFor();
      expect(await page.locator("[data-prerendered]").count()).toBe(0);
      const after = await startTimings(page);
      expect(after.entry).not.toBeNull();
      expect(after.entry!).toBeGreaterThan(after.fcp!);
      // Bangla is drawn with the Bengali face: the device's own font where it has one (the test machines' Lohit
      // Bengali, scripts/ensure-system-deps.sh, named in the face's local()), else the app's file.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (f) => /Noto Sans Bengali/.test(f.family) && f.status === "loaded",
            ),
          ),
        )
        .toBe(true);
      // The inline start-up script ran under the server's CSP (its hash is allowed), and nothing failed.
      expect(problems).toEqual([]);
    });
  });

  it("carries the keyboard's focus into the app, and follows its links before the app runs", async () => {
    await inBrowser(async (page) => {
      await page.goto(`${server.url}/`);
      await prerenderedHeading(page).waitFor({ state: "visible" });
      // The first Tab starts the app and focuses the landing's first link; the app's own link keeps it.
      await page.keyboard.press("Tab");
      await page.locator("[data-prerendered]").waitFor({ state: "detached" });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const focused = document.activeElement;
            return focused?.closest("[data-prerendered]") ? null : focused?.textContent;
          }),
        )
        .toBe("Skip to content");

      // (The courses keep a guest database on the device, after which the app starts with the paint.)
      await page.goto(`${server.url}/`);
      await prerenderedHeading(page).waitFor({ state: "visible" });
      await page
        .locator("[data-prerendered]")
        .getByRole("link", { name: "See training courses" })
        .click();
      await page.waitForURL(`${server.url}/courses`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    });
  });

  it("starts the app with the first paint for a guest who may have a cart, at once elsewhere", async () => {
    await inBrowser(async (page) => {
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open("pathagar-guest");
            open.onsuccess = () => {
              open.result.close();
              resolve();
            };
            open.onerror = () => reject(new Error("indexedDB.open failed"));
          }),
      );
      await page.goto(`${server.url}/`);
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      await page.locator("[data-prerendered]").waitFor({ state: "detached" });
      // With no input on the way: the landing's styles came with the HTML and the app rendered the same
      // page, so nothing moved when it took over.
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      const home = await startTimings(page);
      expect(home.entry).not.toBeNull();
      expect(home.entry!).toBeGreaterThanOrEqual(home.fcp!);

      await page.goto(`${server.url}/about`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const about = await startTimings(page);
      expect(about.entry).not.toBeNull();
      expect(about.fcp).not.toBeNull();
      expect(about.entry!).toBeLessThan(about.fcp!);
    });
  });

  it("stays hidden where the app shows something else: another page, Bangla, a signed-in reader", async () => {
    await inBrowser(async (page) => {
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
      // A reader's start fetches none of the landing's styles.
      expect(await landingStyles(page)).toBe(0);
    });
  });
});
