// A phone app's truths in Chromium: writes queued offline are sent by the service worker on Background Sync with
// every page of the app closed, each exactly once; and a network that answers nothing (a captive portal) shows
// the offline banner although the browser says it is online, until requests are answered again.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  waitForServiceWorker,
  type RunningServer,
} from "./support";
import { heading } from "./support/pages";
import {
  commentsOf,
  openFeed,
  outboxStates,
  ownPosts,
  postCard,
  writePost,
  type Reader,
} from "./feed-helpers";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(() => server?.stop());

const withMarker = async (reader: Reader, marker: string) =>
  (await ownPosts(server.url, reader)).filter((p) => p.body.includes(marker));

it("sends a post, a like and a comment queued offline from the service worker, with the app closed, once each", async () => {
  const { session, reader } = await openFeed(
    server.url,
    DEMO.karima.username,
    DEMO.karima.password,
  );
  const { page, context } = session;
  const marker = `closed-app-${Date.now()}`;
  try {
    await waitForServiceWorker(page);
    // The worker's registration, as CDP names it (the same in any tab of this profile).
    const appCdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      appCdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await appCdp.send("ServiceWorker.enable");
    const id = await registrationId;

    await context.setOffline(true);
    await writePost(page, `${marker}\nsent with the app closed`);
    const card = postCard(page, marker);
    await card.getByTestId("like-button").click();
    const box = card.getByLabel("Write a comment");
    await box.fill("a comment sent by the worker");
    await box.press("Enter");
    await card.getByTestId("comment").filter({ hasText: "sent by the worker" }).waitFor();
    await expect.poll(() => outboxStates(page, reader.id)).toHaveLength(3);
    expect(await withMarker(reader, marker)).toEqual([]);

    // Every page of the app goes; a blank tab (not the app) carries the DevTools session.
    const blank = await context.newPage();
    await page.close();
    expect(context.pages().map((p) => p.url())).toEqual(["about:blank"]);
    await context.setOffline(false);
    const cdp = await context.newCDPSession(blank);
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.dispatchSyncEvent", {
      origin: server.url,
      registrationId: id,
      tag: "outbox",
      lastChance: false,
    });

    // The server has the post with its like and comment, each once.
    await expect.poll(async () => (await withMarker(reader, marker)).length).toBe(1);
    await expect
      .poll(async () => (await withMarker(reader, marker))[0]!.likes_summary.meta.total)
      .toBe(1);
    const [post] = await withMarker(reader, marker);
    await expect
      .poll(async () => (await commentsOf(server.url, reader, post!.id)).map((c) => c.body))
      .toEqual(["a comment sent by the worker"]);
    expect(post!.body.replace(/\r\n/g, "\n")).toBe(`${marker}\nsent with the app closed`);
    expect(post!.my_like).not.toBeNull();

    // The device's outbox is empty, read from a page that is not the app (it cannot send anything itself).
    await blank.goto(`${server.url}/robots.txt`);
    await expect.poll(() => outboxStates(blank, reader.id)).toEqual([]);
    // Another wake-up sends nothing again.
    await cdp.send("ServiceWorker.dispatchSyncEvent", {
      origin: server.url,
      registrationId: id,
      tag: "outbox",
      lastChance: false,
    });
    expect(await withMarker(reader, marker)).toHaveLength(1);
    expect((await commentsOf(server.url, reader, post!.id)).length).toBe(1);
  } finally {
    await session.dispose();
  }
});

it("shows the offline banner while requests fail with navigator.onLine true, and hides it at the first answer", async () => {
  // Without the worker, the browser's request routing sees every call of the page.
  const session = await launchBrowser({ serviceWorkers: "block" });
  const { page, context } = session;
  try {
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await page.goto(`${server.url}/`);
    await heading(page);
    const banner = page.getByTestId("offline-banner");
    expect(await banner.count()).toBe(0);

    // The Wi-Fi is up, the internet is not: every API request fails without an answer.
    let aborted = 0;
    await context.route("**/api/**", (route) => {
      aborted++;
      return route.abort("internetdisconnected");
    });
    // The feed asks the server for its first page again.
    await page.reload();
    await heading(page);
    await banner.waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await banner.innerText()).toMatch(/You are offline/);
    expect(aborted).toBeGreaterThan(0);

    // The internet comes back: the next probe is answered and the banner goes.
    await context.unroute("**/api/**");
    await banner.waitFor({ state: "detached" });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  } finally {
    await session.dispose();
  }
});
