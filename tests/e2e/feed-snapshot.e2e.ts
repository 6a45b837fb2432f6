// The signed-in home at start: the feed as last shown on this device paints from index.html's start-up script
// before any script of the app has run, only for the same reader in the same language, and the app then takes
// it away once its own feed is on screen. Each case holds the app's entry script back to see the page alone.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, startServer, waitForServiceWorker, type RunningServer } from "./support";
import {
  BENGALI,
  drawn,
  fontFilesUsed,
  fontRequests,
  holdTheApp,
  startTimings,
  storeLanguage,
} from "./support/pages";
import { openFeed } from "./feed-helpers";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const kept = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("feed_snapshot");
    return raw
      ? (JSON.parse(raw) as { user: number; lang: string; html: string; css: string })
      : null;
  });

describe("the feed as last shown", () => {
  it("paints before the app runs, cannot be clicked, and gives way to the app's own feed", async () => {
    // No service worker: the scripts come over the network, and page.route sees them.
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
      { serviceWorkers: "block" },
    );
    try {
      const { page } = session;
      const firstCard = page.locator("#root .post-card").first();
      await firstCard.waitFor();
      const firstText = (await firstCard.innerText()).slice(0, 40);
      await expect.poll(async () => (await kept(page))?.user).toBe(reader.id);
      expect((await kept(page))!.lang).toBe("en");

      const release = await holdTheApp(page);
      const fonts = fontRequests(page);
      await page.reload({ waitUntil: "commit" });
      const picture = page.locator("[data-snapshot]");
      await picture.locator(".post-card").first().waitFor();
      expect(await picture.locator(".post-card").first().innerText()).toContain(firstText);
      expect(await picture.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      // Bangla posts in the picture, drawn in the device's own font: no font file comes before the app.
      expect(await picture.innerText()).toMatch(BENGALI);
      expect(await fontFilesUsed(page, fonts)).toEqual([]);
      // Styled and placed as the app shows it (the picture keeps only the rules that shape the page).
      const pictureBox = await picture.locator(".post-card").first().boundingBox();
      // The guest landing in the same HTML stays hidden.
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-home"))).toBe(
        false,
      );

      release();
      await picture.waitFor({ state: "detached" });
      await firstCard.waitFor();
      expect(await firstCard.innerText()).toContain(firstText);
      const appBox = (await firstCard.boundingBox())!;
      for (const side of ["x", "y", "width", "height"] as const)
        expect(Math.abs(pictureBox![side] - appBox[side])).toBeLessThanOrEqual(1);
      // The app's scripts started once the picture's paint was reported, with the feed's chunks and the
      // local database (in the `reader` chunk) preloaded by index.html, and nothing of the guest landing.
      const start = await startTimings(page, ["FeedScreen", "reader", "LandingScreen"]);
      expect(start.fcp).not.toBeNull();
      expect(start.entry!).toBeGreaterThanOrEqual(start.fcp!);
      expect(start.chunks).toEqual({
        FeedScreen: "preloaded",
        reader: "preloaded",
        LandingScreen: null,
      });
    } finally {
      await session.dispose();
    }
  });

  it("starts the scripts in the frame after the picture where the service worker serves them", async () => {
    const { session } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
    try {
      const { page } = session;
      await waitForServiceWorker(page);
      await expect.poll(async () => (await kept(page)) !== null).toBe(true);
      // The first frame that holds the picture: the start-up script adds it when the body is parsed.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () =>
          requestAnimationFrame(() => {
            const w = window as unknown as { pictureFrame?: number };
            if (document.querySelector("[data-snapshot]")) w.pictureFrame = performance.now();
          }),
        );
      });
      await page.reload();
      await page.locator("[data-snapshot]").waitFor({ state: "detached" });
      await page.locator("#root .post-card").first().waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const pictureFrame = await page.evaluate(
        () => (window as unknown as { pictureFrame?: number }).pictureFrame ?? null,
      );
      const start = await startTimings(page, ["FeedScreen", "reader"]);
      expect(pictureFrame).not.toBeNull();
      expect(start.entry).not.toBeNull();
      expect(start.entry!).toBeGreaterThanOrEqual(pictureFrame!);
      expect(start.chunks).toEqual({ FeedScreen: "preloaded", reader: "preloaded" });
    } finally {
      await session.dispose();
    }
  });

  it("moves nothing: it paints with the styles it was shown with, and the app takes over in place", async () => {
    const { session } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
    try {
      const { page } = session;
      await expect.poll(async () => (await kept(page)) !== null).toBe(true);
      expect((await kept(page))!.css).toContain(".post-card");
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[]; pictureSeen: boolean };
        w.shifts = [];
        w.pictureSeen = false;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number }[])
            w.shifts.push(e.value);
        }).observe({ type: "layout-shift", buffered: true });
        new MutationObserver(() => {
          if (document.querySelector("[data-snapshot]")) w.pictureSeen = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await page.locator("[data-snapshot]").waitFor({ state: "detached" });
      await page.locator("#root .post-card").first().waitFor();
      // Shifts are reported with the frame that makes them: let the app's posts be drawn.
      await drawn(page);
      const { shifts, pictureSeen } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number[]; pictureSeen: boolean };
        return { shifts: w.shifts, pictureSeen: w.pictureSeen };
      });
      expect(pictureSeen).toBe(true);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.02);
    } finally {
      await session.dispose();
    }
  });

  it("is not shown in another language or to another reader, and signing out forgets it", async () => {
    const { session } = await openFeed(server.url, DEMO.karima.username, DEMO.karima.password);
    try {
      const { page } = session;
      await expect.poll(async () => (await kept(page)) !== null).toBe(true);
      const release = await holdTheApp(page);
      const noPicture = async () => {
        await page.reload({ waitUntil: "commit" });
        await page.waitForSelector("#root", { state: "attached" });
        await page.waitForLoadState("domcontentloaded");
        expect(await page.locator("[data-snapshot]").count()).toBe(0);
      };
      await storeLanguage(page, server.url, "bn");
      await noPicture();
      await storeLanguage(page, server.url, "en");
      // Another reader's session in this browser (the picture names Karima).
      await page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem("user")!) as { id: number };
        localStorage.setItem("user", JSON.stringify({ ...user, id: user.id + 1000 }));
      });
      await noPicture();
      release();

      // Back as Karima: the app keeps a new picture; logging out forgets it.
      await page.evaluate(() => {
        const user = JSON.parse(localStorage.getItem("user")!) as { id: number };
        localStorage.setItem("user", JSON.stringify({ ...user, id: user.id - 1000 }));
      });
      await page.reload();
      await page.locator("#root .post-card").first().waitFor();
      await expect.poll(async () => (await kept(page)) !== null).toBe(true);
      // The app's own menu: the inert picture, with the same header, may still lie over it.
      await page.locator("#root").getByTestId("user-menu-button").click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page
        .getByRole("heading", { level: 1, name: "Community libraries, closer to every reader" })
        .waitFor();
      await expect.poll(() => kept(page)).toBeNull();
    } finally {
      await session.dispose();
    }
  });
});
