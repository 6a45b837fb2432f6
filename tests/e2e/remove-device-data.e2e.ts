// "Remove my data from this device" in Chromium: a write queued offline is announced before it is lost, then the
// reader is signed out and the mirror, the device session, cached answers and pictures and the cookies are gone.
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, startServer, waitForServiceWorker, type RunningServer } from "./support";
import { openFeed, outboxStates, writePost } from "./feed-helpers";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(() => server?.stop());

/** What the origin keeps: IndexedDB names, Cache Storage names, cookies and the stored token. */
const deviceState = (page: import("playwright-core").Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name ?? ""),
    caches: await caches.keys(),
    cookies: document.cookie,
    token: localStorage.getItem("token"),
  }));

it("warns about an unsent write, then signs out and removes the mirror, caches and cookies", async () => {
  const { session, reader } = await openFeed(
    server.url,
    DEMO.karima.username,
    DEMO.karima.password,
  );
  const { page, context } = session;
  try {
    await waitForServiceWorker(page);
    // A picture the worker keeps for offline use.
    await page.evaluate(async () => {
      const cache = await caches.open("pathagar-uploads");
      await cache.put("/uploads/kept.png", new Response("picture"));
    });
    const before = await deviceState(page);
    expect(before.databases).toContain(`pathagar-u${reader.id}`);
    expect(before.token).toBeTruthy();
    expect(before.cookies).not.toBe("");
    expect(before.caches).toContain("pathagar-uploads");

    await context.setOffline(true);
    await writePost(page, `never sent ${Date.now()}`);
    await expect.poll(() => outboxStates(page, reader.id)).toHaveLength(1);

    await page.getByTestId("user-menu-button").click();
    await page.getByRole("button", { name: "Remove my data from this device" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove my data from this device?" });
    await dialog
      .getByText("1 change made on this device has not been sent yet. It will be lost.")
      .waitFor();
    await context.setOffline(false);
    // The page itself is left for a fresh one: this mark goes with it (the sign-out alone shows the landing).
    await page.evaluate(() => Object.assign(window, { beforeRemoval: true }));
    await dialog.getByRole("button", { name: "Remove and sign out" }).click();

    // A fresh start as a guest: the landing (its Login link sits behind the menu button on a phone).
    await page.waitForFunction(
      () => !("beforeRemoval" in window) && document.readyState === "complete",
    );
    await page
      .getByRole("heading", { level: 1, name: "Community libraries, closer to every reader" })
      .first()
      .waitFor();
    const after = await deviceState(page);
    expect(after.token).toBeNull();
    expect(after.databases.filter((name) => name.startsWith("pathagar-u"))).toEqual([]);
    expect(after.databases).not.toContain("pathagar-device");
    expect(after.caches.every((name) => name.startsWith("workbox-precache"))).toBe(true);
    expect(after.cookies).toBe("");
    // The server never got the queued post, and the token this device held is revoked.
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${reader.token}`, accept: "application/json" },
    });
    expect(me.status).toBe(401);
  } finally {
    await session.dispose();
  }
}, 300_000);
