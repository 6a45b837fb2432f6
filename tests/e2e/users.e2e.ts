// People in Chromium against the real server: find Karima as Rahim, follow (online and offline, once on
// the server), the followers list, report (with its validation gate), own page, unknown id, block.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type RunningServer,
} from "./support";
import { heading } from "./support/pages";

let server: RunningServer;
let session: BrowserSession;
let rahimToken: string;
let karimaToken: string;
let karimaId: number;

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      "content-type": "application/json",
    },
  });
  return (await res.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  session = await launchBrowser();
  rahimToken = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
  const me = await call<{ data: { attributes: { id: number } } }>(karimaToken, "auth/me");
  karimaId = me.data.attributes.id;
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** Rahim's follow records of Karima on the server. */
async function rahimFollowsKarima(): Promise<number> {
  const rahim = await call<{ data: { attributes: { id: number } } }>(rahimToken, "auth/me");
  const list = await call<{ data: { attributes: { user?: { id: number } } }[] }>(
    rahimToken,
    `users/${karimaId}/followers?per_page=100`,
  );
  return list.data.filter((r) => r.attributes.user?.id === rahim.data.attributes.id).length;
}

const followersButton = (page: Page) => page.getByRole("button", { name: /^Followers \(/ });
const followers = async (page: Page) =>
  Number(/\((\d+)\)/.exec(await followersButton(page).innerText())![1]);

it("finds Karima, follows her (the count moves and stays), lists followers, unfollows", async () => {
  const { page } = session;
  await page.goto(`${server.url}/users`);
  await expect.poll(() => heading(page)).toBe("Users");
  await page.getByRole("searchbox", { name: "Search people" }).fill("Karima");
  await page.getByRole("searchbox", { name: "Search people" }).press("Enter");
  await page.waitForURL(/term=Karima/);
  await page
    .getByRole("link", { name: /Karima Begum/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/users/${karimaId}$`));
  await expect.poll(() => heading(page)).toBe("Karima Begum");

  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await follow.waitFor();
  const before = await followers(page);
  await follow.click();
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  expect(await followers(page)).toBe(before + 1);
  await expect.poll(rahimFollowsKarima).toBe(1);

  await page.reload();
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  await expect.poll(() => followers(page)).toBe(before + 1);

  await followersButton(page).click();
  const dialog = page.getByRole("dialog", { name: /^Followers \(/ });
  await dialog.getByRole("link", { name: /Rahim Uddin/ }).waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Unfollow", exact: true }).click();
  await follow.waitFor();
  expect(await followers(page)).toBe(before);
  await expect.poll(rahimFollowsKarima).toBe(0);
});

it("follows offline and sends exactly one follow when back online", async () => {
  const { page, context } = session;
  await page.goto(`${server.url}/users/${karimaId}`);
  await waitForServiceWorker(page);
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await follow.waitFor();
  const before = await followers(page);

  await context.setOffline(true);
  await follow.click();
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  expect(await followers(page)).toBe(before + 1);
  await page.getByTestId("pending-badge").first().waitFor();
  await page.reload();
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  expect(await rahimFollowsKarima()).toBe(0);

  await context.setOffline(false);
  await expect.poll(rahimFollowsKarima).toBe(1);
  await expect.poll(() => page.getByTestId("pending-badge").count()).toBe(0);
  expect(await rahimFollowsKarima()).toBe(1);
});

it("reports Karima only with a reason and a description", async () => {
  const { page } = session;
  await page.goto(`${server.url}/users/${karimaId}`);
  await page.getByRole("button", { name: "More actions for Karima Begum" }).click();
  await page.getByRole("menuitem", { name: "Report this user" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this user" });
  await dialog.waitFor();
  const reports: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/complains")) reports.push(r.method());
  });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.getByText("Please tell us what is wrong.").waitFor();
  expect(await dialog.locator("[aria-invalid=true]").count()).toBe(2);
  expect(reports).toEqual([]);

  const select = dialog.getByRole("combobox");
  await expect.poll(() => select.locator("option").count()).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
  await dialog.getByRole("textbox").fill("This account copies another reader's posts.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(reports).toEqual(["POST"]);
});

it("shows my own page with the owner's controls and the post creator", async () => {
  const { page } = session;
  await page.goto(`${server.url}/users/me`);
  await expect.poll(() => heading(page)).toBe("Rahim Uddin");
  await page.getByRole("link", { name: "Edit My Profile" }).waitFor();
  await page.getByRole("button", { name: "Change profile photo" }).waitFor();
  await page.getByRole("button", { name: "Change cover photo" }).waitFor();
  await page.getByText("Start a discussion…").waitFor();
  expect(await page.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
  await page.getByRole("link", { name: "About", exact: true }).click();
  await page.waitForURL(/tab=about/);
  await page.getByText("Mobile").first().waitFor();
});

it("goes home from a profile that does not exist", async () => {
  const { page } = session;
  await page.goto(`${server.url}/users/987654`);
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => heading(page)).toBe("News Feed");
});

it("blocks Karima: confirm, home, and her posts gone from the feed", async () => {
  const { page } = session;
  const marker = `Karima's notice ${Date.now()}`;
  await call(karimaToken, `users/${karimaId}/posts`, {
    method: "POST",
    body: JSON.stringify({ body: marker }),
  });
  await page.goto(`${server.url}/`);
  const herPost = page.getByTestId("post").filter({ hasText: marker });
  await herPost.waitFor();

  await page.goto(`${server.url}/users/${karimaId}`);
  await page.getByRole("button", { name: "More actions for Karima Begum" }).click();
  await page.getByRole("menuitem", { name: "Block this user" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Block this user?" });
  await dialog.getByRole("button", { name: "Yes, block" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => heading(page)).toBe("News Feed");
  await page.getByTestId("post").first().waitFor();
  // Her posts go at once; her name in other posts' like summaries goes with the next feed refresh.
  await expect
    .poll(() => page.getByTestId("post").filter({ hasText: "Karima Begum" }).count())
    .toBe(0);
  expect(await herPost.count()).toBe(0);
  await page.reload();
  await page.getByTestId("post").first().waitFor();
  expect(await page.getByTestId("post").filter({ hasText: marker }).count()).toBe(0);
});
