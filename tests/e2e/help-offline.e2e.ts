// Help and the landing page in Chromium: not one request to another host before a video is tapped, the tap loads
// the privacy-enhanced player, and /help with its pictures reads offline once it has been opened.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, startServer, waitForServiceWorker, type RunningServer } from "./support";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(() => server?.stop());

/** Every request the page makes to a host other than the app's. */
function thirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith("data:"))
      seen.push(request.url());
  });
  return seen;
}

const pictures = (page: Page) =>
  page
    .locator(".help-guide__shot")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ src: img.src, width: img.naturalWidth })),
    );

it("loads nothing from the video service before a tap, and reads /help offline", async () => {
  const session = await launchBrowser();
  const { page, context } = session;
  try {
    const others = thirdParty(page);
    await page.goto(`${server.url}/`);
    await page
      .getByRole("button", { name: /^Play the video: / })
      .first()
      .waitFor();
    await page.goto(`${server.url}/help`);
    await page.getByRole("heading", { level: 1, name: "Help and tutorials" }).waitFor();
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Help and tutorials" }).waitFor();
    for (const img of await page.locator(".help-guide__shot").all())
      await img.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await pictures(page)).every((p) => p.width > 0)).toBe(true);
    // Join, post, a library, and the desk's add a book and lend: each in the page's language.
    expect((await pictures(page)).map((p) => new URL(p.src).pathname)).toEqual(
      ["join", "post", "library", "add-book", "lend"].map((name) => `/help/en/${name}.webp`),
    );
    expect(others).toEqual([]);

    await page.getByRole("button", { name: /^Play the video: Tutorial 01/ }).click();
    const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/sbLFUISqMOk"]');
    await frame.waitFor({ state: "attached" });
    await expect.poll(() => others.some((url) => url.includes("youtube-nocookie.com"))).toBe(true);

    // Offline: the worker gives the page and the pictures it kept; a video says it needs a connection.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Help and tutorials" }).waitFor();
    for (const img of await page.locator(".help-guide__shot").all())
      await img.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await pictures(page)).every((p) => p.width > 0)).toBe(true);
    await page.getByRole("button", { name: /^Play the video: Tutorial 02/ }).click();
    await page
      .getByText("This video needs an internet connection. Connect, then tap it again.")
      .waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
  } finally {
    await session.dispose();
  }
}, 300_000);
