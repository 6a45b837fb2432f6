// Blocking in Chromium against the real server: Karima blocks Rahim from his profile (his posts leave her
// feed, he can neither read her timeline nor comment on her post), then unblocks him offline from Blocked
// people; the unblock waits through a reload and reaches the server once she is back online.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  startServer,
  waitForServiceWorker,
  type RunningServer,
} from "./support";
import { api, openFeed, postCard, send, waitForOutboxEmpty, type Reader } from "./feed-helpers";
import { heading } from "./support/pages";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** An API call's status only (the blocked side gets 404s, which `api` would throw on). */
async function status(reader: Reader, method: string, path: string, body?: unknown) {
  const res = await send(server.url, reader, method, path, body);
  await res.body?.cancel();
  return res.status;
}

/** The ids of the people `reader` blocked, as the server has them. */
async function blockedIds(reader: Reader): Promise<number[]> {
  const list = await api<{ data: { attributes: { blockable_id: number } }[] }>(
    server.url,
    reader,
    "GET",
    "blocks",
  );
  return list.data.map((b) => b.attributes.blockable_id);
}

/** Whether `reader` reads the post holding `marker` on `userId`'s timeline. */
async function timelineHas(reader: Reader, userId: number, marker: string): Promise<boolean> {
  const page = await api<{ data: { attributes: { body: string } }[] }>(
    server.url,
    reader,
    "GET",
    `users/${userId}/posts`,
  );
  return page.data.some((p) => p.attributes.body.includes(marker));
}

it("blocks Rahim from his profile, and unblocks him offline from Blocked people", async () => {
  const { session, reader: karima } = await openFeed(
    server.url,
    DEMO.karima.username,
    DEMO.karima.password,
  );
  const { page, context } = session;
  try {
    const rahimToken = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
    const rahimId = Number((await fetchMe(server.url, rahimToken)).id);
    const rahim: Reader = { token: rahimToken, id: rahimId };
    const stamp = Date.now();
    const hisMarker = `Rahim's reading list ${stamp}`;
    const herMarker = `Karima's notice ${stamp}`;
    await api(server.url, rahim, "POST", `users/${rahim.id}/posts`, { body: hisMarker });
    // She follows him, so his posts are in her feed.
    await api(server.url, karima, "POST", `users/${rahim.id}/follow`, {});
    const herPost = await api<{ data: { id: number } }>(
      server.url,
      karima,
      "POST",
      `users/${karima.id}/posts`,
      { body: herMarker },
    );
    await waitForServiceWorker(page);
    await page.reload();
    await postCard(page, hisMarker).waitFor();

    // Block from his profile, with its confirmation: home, and his posts gone from her feed.
    await page.goto(`${server.url}/users/${rahim.id}`);
    await expect.poll(() => heading(page)).toBe("Rahim Uddin");
    await page.getByRole("button", { name: "More actions for Rahim Uddin" }).click();
    await page.getByRole("menuitem", { name: "Block this user" }).click();
    await page
      .getByRole("alertdialog", { name: "Block this user?" })
      .getByRole("button", { name: "Yes, block" })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
    await page.getByTestId("post").first().waitFor();
    await expect
      .poll(() => page.getByTestId("post").filter({ hasText: hisMarker }).count())
      .toBe(0);
    await waitForOutboxEmpty(page, karima.id);
    expect(await blockedIds(karima)).toEqual([rahim.id]);
    await page.reload();
    await page.getByTestId("post").first().waitFor();
    expect(await page.getByTestId("post").filter({ hasText: hisMarker }).count()).toBe(0);
    // Nor his name in others' like summaries or comments, once the feed is refreshed from the server.
    await expect
      .poll(() => page.getByTestId("post").filter({ hasText: "Rahim Uddin" }).allInnerTexts(), {
        timeout: 30_000,
      })
      .toEqual([]);

    // While the block holds, Rahim neither reads her timeline nor comments on her post.
    expect(await status(rahim, "GET", `users/${karima.id}/posts`)).toBe(404);
    expect(
      await status(rahim, "POST", `posts/${herPost.data.id}/comments`, { body: "Still here?" }),
    ).toBe(404);
    expect(await status(karima, "GET", `users/${rahim.id}/posts`)).toBe(404);

    // His profile says she blocked him.
    await page.goto(`${server.url}/users/${rahim.id}`);
    await expect.poll(() => heading(page)).toBe("You blocked this person");

    // Blocked people, from the account menu.
    await page.getByTestId("user-menu-button").click();
    // (His page links there too; this is the menu's link in the top bar.)
    await page.getByRole("banner").getByRole("link", { name: "Blocked people" }).click();
    await page.waitForURL(/\/users\/me\/blocked$/);
    await expect.poll(() => heading(page)).toBe("Blocked people");
    const row = page.getByTestId("blocked-person").filter({ hasText: "Rahim Uddin" });
    await row.waitFor();

    // Offline: unblock (confirmed); the row says so and waits to be sent, through a reload too.
    await context.setOffline(true);
    await row.getByRole("button", { name: "Unblock Rahim Uddin" }).click();
    await page
      .getByRole("alertdialog", { name: "Unblock Rahim Uddin?" })
      .getByRole("button", { name: "Yes, unblock" })
      .click();
    await row.getByText("Unblocked", { exact: true }).waitFor();
    await row.getByTestId("pending-badge").waitFor();
    expect(await row.getByRole("button", { name: /^Unblock/ }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => heading(page)).toBe("Blocked people");
    await row.getByText("Unblocked", { exact: true }).waitFor();
    await row.getByTestId("pending-badge").waitFor();
    expect(await blockedIds(karima)).toEqual([rahim.id]);

    // Online: the unblock lands; the list empties; they read each other's timelines again.
    await context.setOffline(false);
    await waitForOutboxEmpty(page, karima.id);
    await row.waitFor({ state: "detached" });
    await page.getByText("You have not blocked anyone.").waitFor();
    expect(await blockedIds(karima)).toEqual([]);
    expect(await timelineHas(karima, rahim.id, hisMarker)).toBe(true);
    expect(await timelineHas(rahim, karima.id, herMarker)).toBe(true);
  } finally {
    await session.dispose();
  }
}, 300_000);
