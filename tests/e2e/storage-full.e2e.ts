// A full device in the real app: while the browser's storage refuses writes, a comment or a post says so in the
// reader's words, keeps the typed text on screen and keeps every change already queued; once there is space,
// the same text goes out and everything lands on the server exactly once.
//
// The refusal is made at IndexedDB itself: each add/put throws the QuotaExceededError a full disk gives.
// (Chromium's DevTools quota override, Storage.overrideQuotaForOrigin, does not reach IndexedDB writes.)
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DEMO,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type RunningServer,
} from "./support";
import {
  commentsOf,
  openFeed,
  outboxStates,
  waitForOutboxStates,
  ownPosts,
  postCard,
  waitForOutboxEmpty,
  writePost,
  type Reader,
} from "./feed-helpers";

const FULL_FLAG = "__pathagarStorageFull";

/** Runs in every page before the app: IndexedDB writes fail with QuotaExceededError while the flag is set. */
function refuseWritesWhenFull(flag: string) {
  const store = IDBObjectStore.prototype as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  for (const method of ["add", "put"]) {
    const original = store[method]!;
    store[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      if ((globalThis as Record<string, unknown>)[flag]) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return original.apply(this, args);
    };
  }
}

const setFull = (page: Page, full: boolean) =>
  page.evaluate(([flag, value]) => ((globalThis as Record<string, unknown>)[flag] = value), [
    FULL_FLAG,
    full,
  ] as const);

let server: RunningServer;
let session: BrowserSession;
let page: Page;
let reader: Reader;
const marker = `full-${Date.now()}`;

beforeAll(async () => {
  server = await startServer();
  ({ session, reader } = await openFeed(server.url, DEMO.karima.username, DEMO.karima.password));
  page = session.page;
  await session.context.addInitScript(refuseWritesWhenFull, FULL_FLAG);
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
  await waitForServiceWorker(page);
  await session.context.setOffline(true);
  await writePost(page, `${marker} queued first`);
  await waitForOutboxStates(page, reader.id, ["pending"]);
}, 120_000);

afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

it("a comment the device cannot keep stays in its box with the reason, and the sync panel says what is safe", async () => {
  await setFull(page, true);
  const card = postCard(page, `${marker} queued first`);
  const box = card.getByLabel("Write a comment");
  await box.fill("a comment while the disk is full");
  await box.press("Enter");
  await expect
    .poll(() => card.getByRole("alert").textContent())
    .toContain("This device is out of storage space, so this was not saved.");
  expect(await box.inputValue()).toBe("a comment while the disk is full");

  await page.getByTestId("sync-indicator").click();
  const panel = page.getByTestId("sync-panel");
  await panel
    .getByText("This device is out of storage space, so your last change could not be saved.", {
      exact: false,
    })
    .waitFor();
  // The list comes from the outbox in IndexedDB, a moment after the notice.
  await expect.poll(() => panel.getByText(`${marker} queued first`).count()).toBe(1);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect.poll(() => outboxStates(page, reader.id)).toEqual(["pending"]);
});

it("a post the device cannot keep stays in its open editor with the reason", async () => {
  await page.getByRole("button", { name: "Start a discussion…" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a discussion" });
  const body = dialog.getByLabel("What would you like to discuss?");
  await body.fill(`${marker} written while full`);
  await dialog.getByRole("button", { name: "Post" }).click();
  await expect
    .poll(() => dialog.getByRole("alert").textContent())
    .toContain("What you wrote is still here");
  expect(await body.inputValue()).toBe(`${marker} written while full`);
  await expect.poll(() => outboxStates(page, reader.id)).toEqual(["pending"]);
});

it("with space again, the same post and comment are sent, and everything lands exactly once", async () => {
  await setFull(page, false);
  const dialog = page.getByRole("dialog", { name: "Start a discussion" });
  await dialog.getByRole("button", { name: "Post" }).click();
  await dialog.waitFor({ state: "detached" });
  const box = postCard(page, `${marker} queued first`).getByLabel("Write a comment");
  await box.press("Enter");
  await postCard(page, `${marker} queued first`)
    .getByTestId("comment")
    .filter({ hasText: "a comment while the disk is full" })
    .waitFor();
  expect(await outboxStates(page, reader.id)).toHaveLength(3);

  await session.context.setOffline(false);
  await waitForOutboxEmpty(page, reader.id);
  const mine = (await ownPosts(server.url, reader)).filter((p) => p.body.startsWith(marker));
  expect(mine.map((p) => p.body).sort()).toEqual([
    `${marker} queued first`,
    `${marker} written while full`,
  ]);
  const first = mine.find((p) => p.body === `${marker} queued first`)!;
  expect((await commentsOf(server.url, reader, first.id)).map((c) => c.body)).toEqual([
    "a comment while the disk is full",
  ]);
}, 120_000);
