// Public pages in a real browser: content and meta tags in English and Bangla, no accessibility
// violations (axe-core, in light and dark), the SPEC §9 pricing table, and every page readable offline after one visit.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type RunningServer,
  withoutServiceWorkers,
  waitForBanglaOffline,
} from "./support";
import { accessibilityViolations } from "./support/axe";
import { BENGALI, PUBLIC_PAGES, heading, htmlLang, storeLanguage } from "./support/pages";

// The pages talk to the server without the service worker in between; the offline test opens a session with it.
withoutServiceWorkers();

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.dispose();
  await server?.stop();
});

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

describe.each(["en", "bn"] as const)("public pages in %s", (lang) => {
  it.each(PUBLIC_PAGES)(
    "%s renders its content with meta tags and no accessibility violations",
    async (path) => {
      const { page } = browser;
      await storeLanguage(page, server.url, lang);
      await page.goto(`${server.url}${path}`);
      // The app has taken over from the build-time HTML, except on a guest's English landing, where that
      // HTML is the page until the first touch (and meets the same checks).
      const landing = lang === "en" && path === "/";
      await page.locator("[data-prerendered]").waitFor({ state: landing ? "visible" : "detached" });
      const h1 = await heading(page);
      expect(h1.length).toBeGreaterThan(0);
      expect(await htmlLang(page)).toBe(lang);
      const main = await page.locator("main").innerText();
      expect(main.length).toBeGreaterThan(80);
      if (lang === "bn") expect(main).toMatch(BENGALI);
      await expect.poll(() => page.title()).toContain(lang === "bn" ? "পাঠাগার" : "Pathagar");
      const description = await metaContent(page, 'meta[name="description"]');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      if (lang === "bn") expect(description).toMatch(BENGALI);
      expect(await metaContent(page, 'meta[property="og:title"]')).toBe(await page.title());
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});

// Dark mode: one dark browser for the whole set, in English (the colours do not change with the language).
describe("public pages in dark mode", () => {
  let dark: BrowserSession;
  beforeAll(async () => {
    dark = await launchBrowser({ colorScheme: "dark" });
    await storeLanguage(dark.page, server.url, "en");
  });
  afterAll(() => dark?.dispose());

  it.each(PUBLIC_PAGES)("%s is dark with no accessibility violations", async (path) => {
    const { page } = dark;
    await page.goto(`${server.url}${path}`);
    await page
      .locator("[data-prerendered]")
      .waitFor({ state: path === "/" ? "visible" : "detached" });
    await heading(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(12, 10, 9)",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("pricing", () => {
  async function rows(page: Page): Promise<string[][]> {
    return page
      .locator("table tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
        ),
      );
  }

  it("shows the packages of SPEC §9 in Taka, with Bangla digits in Bangla", async () => {
    const { page } = browser;
    await storeLanguage(page, server.url, "en");
    await page.goto(`${server.url}/pricing`);
    await heading(page);
    const en = await rows(page);
    expect(en.map((r) => r.slice(0, 4))).toEqual([
      ["Package 0", "৳ 0", "Up to 500", "Up to 100"],
      ["Package 1", "৳ 100", "501 to 1,000", "101 to 200"],
      ["Package 2", "৳ 500", "1,001 to 2,000", "201 to 500"],
      ["Package 3", "৳ 1,000", "2,001 to 3,000", "501 to 1,000"],
    ]);
    expect(en[0]![4]).toMatch(/No book QR code, member ID card, attendance, accounting or branch/);
    expect(en[2]![4]).toMatch(/accounting/);

    await storeLanguage(page, server.url, "bn");
    await page.goto(`${server.url}/pricing`);
    await heading(page);
    const bn = await rows(page);
    expect(bn.map((r) => r[1])).toEqual(["৳ ০", "৳ ১০০", "৳ ৫০০", "৳ ১,০০০"]);
    expect(bn[1]!.join(" ")).toContain("৫০১");
    expect(bn[2]!.join(" ")).toContain("২,০০০");
    expect(bn[3]!.join(" ")).toContain("২,০০১ থেকে ৩,০০০");
  });

  it("fits a phone screen: the page itself never scrolls sideways", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: 700 });
    for (const lang of ["en", "bn"] as const) {
      await storeLanguage(page, server.url, lang);
      await page.goto(`${server.url}/pricing`);
      await heading(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 412, height: 860 });
  });
});

// A session of its own, with the service worker the other tests leave out.
describe("offline", () => {
  it("after one visit of the site in which Bangla was chosen, every public page opens offline in both languages", async () => {
    const visitor = await launchBrowser({ serviceWorkers: "allow" });
    const { page, context } = visitor;
    try {
      await storeLanguage(page, server.url, "en");
      await page.goto(`${server.url}/about`);
      await heading(page);
      await waitForServiceWorker(page);
      // The Bangla texts are kept once Bangla is chosen (an English reader's phone never pays for them).
      await page.getByTestId("language-toggle").first().click();
      await expect.poll(() => htmlLang(page)).toBe("bn");
      await waitForBanglaOffline(page);
      await context.setOffline(true);
      for (const lang of ["en", "bn"] as const) {
        await page.evaluate((l) => localStorage.setItem("lang", l), lang);
        for (const path of PUBLIC_PAGES) {
          await page.goto(`${server.url}${path}`);
          const h1 = await heading(page);
          if (lang === "bn") expect(h1, path).toMatch(BENGALI);
          expect(await page.locator("main").innerText(), path).not.toBe("");
        }
      }
    } finally {
      await visitor.dispose();
    }
  });
});
