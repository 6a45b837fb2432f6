// A signed-in reader's first start on a device (nothing of theirs on it but the session): the server puts the
// first screen of their feed in the home page's HTML, which paints before any script of the app has run, in
// their language, and the app takes it away once its own feed is on screen. Each case holds the app's entry
// script back to see the page alone.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, launchBrowser, loginAs, startServer, type RunningServer } from "./support";
import { fontFilesUsed, fontRequests, holdTheApp } from "./support/pages";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The reader's feed as the API gives it: the first post's title or text, as a card shows it. */
async function firstPost(token: string): Promise<{ id: number; text: string }> {
  const res = await fetch(`${server.url}/api/posts?page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    data: { attributes: { id: number; title: string | null; body: string } }[];
  };
  const post = body.data[0]!.attributes;
  return { id: post.id, text: post.title || post.body.slice(0, 30) };
}

/**
 * A device with a reader's session and nothing else of theirs: no feed picture, and no service worker, so the
 * page comes from the server, as on a first start.
 */
async function deviceWithSession(who: { username: string; password: string }) {
  const session = await launchBrowser({ serviceWorkers: "block" });
  const login = await loginAs(session.page, who.username, who.password, server.url).catch(
    async (error: unknown) => {
      await session.dispose();
      throw error;
    },
  );
  return { session, page: session.page, ...login };
}

/** The server's picture in the page. */
const serverPicture = (page: Page) => page.locator("[data-snapshot][data-server]");

describe("the server's picture of the feed", () => {
  it("paints the reader's feed before the app runs, without a font file, and gives way to the app", async () => {
    const { session, page, token, user } = await deviceWithSession(DEMO.rahim);
    try {
      const first = await firstPost(token);
      const fonts = fontRequests(page);
      const release = await holdTheApp(page);
      await page.goto(`${server.url}/`, { waitUntil: "commit" });
      const picture = serverPicture(page);
      const card = picture.locator(`.post-card[data-post-id="${first.id}"]`);
      await card.waitFor();
      expect(await card.innerText()).toContain(first.text);
      expect(await picture.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.serverPicture)).toBe("ok");
      // The reader's own shell: their name in the account menu, the feed's title.
      expect(await picture.getByTestId("user-menu-button").getAttribute("aria-label")).toContain(
        String(user.first_name),
      );
      expect(await picture.locator("h1").innerText()).toBe("News Feed");
      // Posts one under the other as tall as they are (not where the list's estimates would put them).
      const boxes = await picture
        .locator(".post-list__item")
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      expect(Math.abs(boxes[1]!.top - boxes[0]!.bottom)).toBeLessThanOrEqual(1);
      // No font file fetched or loading: the picture draws Bangla in the device's own font.
      expect(await fontFilesUsed(page, fonts)).toEqual([]);

      release();
      await picture.waitFor({ state: "detached" });
      const appCard = page.locator(`#root .post-card[data-post-id="${first.id}"]`);
      await appCard.waitFor();
      expect(await appCard.innerText()).toContain(first.text);
    } finally {
      await session.dispose();
    }
  });

  it("is in the reader's language, and hidden where the device runs in another", async () => {
    const { session, page } = await deviceWithSession(DEMO.karima);
    try {
      await page.evaluate(() => {
        localStorage.setItem("lang", "bn");
        document.cookie = "pathagar_lang=bn; Path=/";
      });
      const release = await holdTheApp(page);
      await page.goto(`${server.url}/`, { waitUntil: "commit" });
      const picture = serverPicture(page);
      await picture.locator("h1").waitFor();
      expect(await picture.locator("h1").innerText()).toBe("নিউজ ফিড");
      expect(await picture.getAttribute("lang")).toBe("bn");

      // The device switched back to English (the cookie still says Bangla): the picture does not show.
      await page.evaluate(() => localStorage.setItem("lang", "en"));
      await page.reload({ waitUntil: "domcontentloaded" });
      expect(await serverPicture(page).count()).toBe(1);
      expect(await serverPicture(page).isVisible()).toBe(false);
      release();
    } finally {
      await session.dispose();
    }
  });

  it("is left out where the device keeps its own picture, and the cookie goes at sign-out", async () => {
    const { session, page } = await deviceWithSession(DEMO.rahim);
    try {
      await page.goto(`${server.url}/`);
      await page.locator("#root .post-card").first().waitFor();
      // The app keeps its picture and tells the server.
      await expect
        .poll(async () => (await page.context().cookies()).map((c) => c.name))
        .toContain("pathagar_picture");
      const release = await holdTheApp(page);
      const answer = await page.reload({ waitUntil: "domcontentloaded" });
      expect(await answer!.text()).not.toMatch(/<html data-server-picture=/);
      await page.locator("[data-snapshot]:not([data-server]) .post-card").first().waitFor();
      release();

      await page.locator("#root .post-card").first().waitFor();
      // The app's menu button, not the picture's (hidden from assistive technology, and from getByRole).
      await page.getByRole("button", { name: /, account menu$/ }).click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page
        .getByRole("heading", { level: 1, name: "Community libraries, closer to every reader" })
        .waitFor();
      await expect
        .poll(async () => (await page.context().cookies()).map((c) => c.name).sort())
        .not.toContain("pathagar_home");
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain("pathagar_picture");
      const guest = await page.reload();
      expect(await guest!.text()).not.toMatch(/<html data-server-picture=/);
    } finally {
      await session.dispose();
    }
  });
});
