// Shared steps for the feed and sync scenarios: the server's view through its API, the page's outbox
// read straight from IndexedDB, and a signed-in browser on the news feed.
import type { Page } from "playwright-core";
import {
  launchBrowser,
  loginAs,
  records,
  STATE_WAIT_MS,
  type BrowserSession,
  type LaunchOptions,
  type Resource,
} from "./support";

export interface Reader {
  token: string;
  id: number;
}

/** Sends one call to the real API as `reader` and gives back the answer as it came. */
export function send(
  baseUrl: string,
  reader: Reader,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}/api/${path}`, {
    // A server that never answers fails the call, within a test's time, instead of holding it to the end.
    signal: AbortSignal.timeout(STATE_WAIT_MS),
    method,
    headers: {
      authorization: `Bearer ${reader.token}`,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls the real API as `reader`; returns the parsed JSON (throws on a non-2xx answer). */
export async function api<T = unknown>(
  baseUrl: string,
  reader: Reader,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await send(baseUrl, reader, method, path, body);
  const json = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * A post's record as the API sends it: comments_data and likes_data are null, the summaries are pages
 * of resources with a total in comments_summary / likes_summary.
 */
export interface ApiPost {
  id: number;
  title: string | null;
  body: string;
  comments_data: null;
  likes_data: null;
  comments_summary: { meta: { total: number } };
  likes_summary: { meta: { total: number } };
  my_like: Resource<{ id: number }> | null;
}

/** Every post on the reader's own timeline (all pages). */
export async function ownPosts(baseUrl: string, reader: Reader): Promise<ApiPost[]> {
  const all: ApiPost[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<{ data: Resource<ApiPost>[]; meta: { last_page: number } }>(
      baseUrl,
      reader,
      "GET",
      `users/${reader.id}/posts?page=${page}`,
    );
    all.push(...records(answer.data));
    if (page >= answer.meta.last_page) return all;
  }
}

export async function commentsOf(
  baseUrl: string,
  reader: Reader,
  postId: number,
): Promise<{ id: number; body: string }[]> {
  const all: { id: number; body: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<{
      data: Resource<{ id: number; body: string }>[];
      meta: { last_page: number };
    }>(baseUrl, reader, "GET", `posts/${postId}/comments?page=${page}`);
    all.push(...records(answer.data));
    if (page >= answer.meta.last_page) return all;
  }
}

/** A queued mutation as the page's outbox holds it. */
export interface OutboxEntry {
  kind: string;
  state: string;
  error?: { message?: string };
}

/**
 * The page's outbox, read straight from the user's mirror database (empty when it has none yet). The read never
 * creates the database (an empty one at version 1 would be the app's to upgrade), gives way to a version change
 * at once, and fails with the reason when another connection blocks it, so it answers or fails instead of
 * waiting on an open that never completes.
 */
export async function outboxRows(page: Page, userId: number): Promise<OutboxEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxEntry[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        let created = false;
        open.onupgradeneeded = () => {
          created = true;
          open.transaction?.abort();
        };
        open.onblocked = () =>
          reject(new Error(`opening ${name} is blocked by another connection to it`));
        open.onerror = () => (created ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          if (!db.objectStoreNames.contains("outbox")) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction("outbox").objectStore("outbox").getAll();
          request.onsuccess = () => {
            db.close();
            resolve(
              (request.result as OutboxEntry[]).map(({ kind, state, error }) => ({
                kind,
                state,
                ...(error?.message ? { error: { message: error.message } } : {}),
              })),
            );
          };
          request.onerror = () => {
            db.close();
            reject(request.error);
          };
        };
      }),
    `pathagar-u${userId}`,
  );
}

/** Queued mutations in the page's outbox, by state. */
export async function outboxStates(page: Page, userId: number): Promise<string[]> {
  return (await outboxRows(page, userId)).map((r) => r.state);
}

/** The queued mutations as `kind state: error` (empty once all landed). */
export async function outboxLines(page: Page, userId: number): Promise<string[]> {
  return (await outboxRows(page, userId)).map(
    (r) => `${r.kind} ${r.state}${r.error?.message ? `: ${r.error.message}` : ""}`,
  );
}

/**
 * Waits until the outbox's states are `expected` (a try in flight settles), or fails with what it holds (each
 * row's kind, state and error). A read still unanswered at the end fails too, saying so: the wait never outlives
 * its limit.
 */
export async function waitForOutboxStates(
  page: Page,
  userId: number,
  expected: string[],
  timeoutMs = STATE_WAIT_MS,
) {
  const until = Date.now() + timeoutMs;
  let rows: OutboxEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"unanswered">((resolve) => {
    timer = setTimeout(() => resolve("unanswered"), timeoutMs);
  });
  try {
    while (Date.now() < until) {
      const read = await Promise.race([outboxRows(page, userId), deadline]);
      if (read === "unanswered") {
        throw new Error(
          `the page's outbox did not answer a read within ${timeoutMs / 1000} s (last seen: [${rows
            .map((r) => r.state)
            .join(", ")}])`,
        );
      }
      rows = read;
      if (rows.map((r) => r.state).join() === expected.join()) return;
      await page.waitForTimeout(250);
    }
  } finally {
    clearTimeout(timer);
  }
  const held = rows.map(
    (r) => `${r.kind} ${r.state}${r.error?.message ? ` (${r.error.message})` : ""}`,
  );
  throw new Error(`outbox holds [${held.join(", ")}], not [${expected.join(", ")}]`);
}

/**
 * What a test that began at `start` (Date.now()) has left for its next wait: a wait given it fails with its own
 * message before the test's limit ends it with none. At least 1 s.
 */
export const waitBudget = (start: number): number =>
  Math.max(1_000, start + STATE_WAIT_MS - Date.now());

/** Waits until the outbox holds no mutation (everything landed), or fails with what is left. */
export const waitForOutboxEmpty = (page: Page, userId: number, timeoutMs = STATE_WAIT_MS) =>
  waitForOutboxStates(page, userId, [], timeoutMs);

/** A browser signed in as `username` and showing the news feed with its first posts. */
export async function openFeed(
  baseUrl: string,
  username: string,
  password: string,
  launch: LaunchOptions = {},
): Promise<{ session: BrowserSession; reader: Reader }> {
  const session = await launchBrowser(launch);
  const { token, user } = await loginAs(session.page, username, password, baseUrl);
  await session.page.goto(`${baseUrl}/`);
  await session.page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
  return { session, reader: { token, id: Number(user.id) } };
}

/** Writes a post through the dialog (the body may hold several lines). */
export async function writePost(page: Page, body: string): Promise<void> {
  await page.getByRole("button", { name: "Start a discussion…" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a discussion" });
  await dialog.getByLabel("What would you like to discuss?").fill(body);
  await dialog.getByRole("button", { name: "Post" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The card of the post whose text contains `text`. */
export const postCard = (page: Page, text: string) =>
  page.getByTestId("post").filter({ hasText: text }).first();
