// In-browser measures through Chromium's performance APIs (playwright-core, /usr/bin/chromium, no throttling):
// layout shift per route, the offline warm start of the feed, and the longest task scrolling 2,000 posts.
import type { Page } from "playwright-core";
import { openFeed } from "../tests/e2e/feed-helpers";
import { DEMO, launchBrowser, loginAs, waitForServiceWorker } from "../tests/e2e/support";
import { median } from "./report";

/** A browser on a profile folder, as a reader's phone keeps one (storage and code caches on disk). */
const ON_DISK = { persistent: true } as const;

/** Layout shift since navigation (every shift without recent input, summed: stricter than CLS windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 50);
      }),
  );
}

/** Concrete addresses for the app's routes (ids of seeded records filled in). */
export interface RouteSet {
  guest: string[];
  signedIn: string[];
}

export async function clsPerRoute(
  baseUrl: string,
  routes: RouteSet,
): Promise<{ route: string; cls: number }[]> {
  const out: { route: string; cls: number }[] = [];
  for (const signedIn of [false, true]) {
    const session = await launchBrowser(ON_DISK);
    try {
      const { page } = session;
      if (signedIn) await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
      for (const route of signedIn ? routes.signedIn : routes.guest) {
        await page.goto(`${baseUrl}${route}`, { waitUntil: "load" });
        // Let data arrive and late chunks render before reading the shifts.
        await page.waitForLoadState("networkidle").catch(() => undefined);
        await page.waitForTimeout(500);
        out.push({
          route: `${signedIn ? "signed-in" : "guest"} ${route}`,
          cls: await layoutShift(page),
        });
      }
    } finally {
      await session.dispose();
    }
  }
  return out;
}

/** Navigation to the feed with the network off, until the first post is painted; median of `runs`. */
export async function offlineWarmStart(baseUrl: string, runs = 5): Promise<number[]> {
  const session = await launchBrowser(ON_DISK);
  try {
    const { page, context } = session;
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
    // The frame in which the app's first post is in the page (checked before each paint), from navigation
    // start: the app's own, in #root, not the picture of the feed laid over it at start (feed-snapshot.ts).
    // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
    await context.addInitScript({
      content: `(() => {
        const tick = () => {
          if (document.querySelector('#root [data-testid="post"]')) window.__postPainted = performance.now();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })();`,
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("post").first().waitFor({ timeout: 60_000 });
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByTestId("post").first().waitFor();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${baseUrl}/`);
      await page
        .getByTestId("post")
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(async (e: Error) => {
          throw new Error(`${e.message}\npage: ${(await page.textContent("body"))?.slice(0, 400)}`);
        });
      await page.waitForFunction(
        () => ((window as unknown as { __postPainted?: number }).__postPainted ?? -1) > 0,
        undefined,
        { timeout: 30_000 },
      );
      times.push(
        await page.evaluate(() => (window as unknown as { __postPainted: number }).__postPainted),
      );
    }
    return times;
  } finally {
    await session.dispose();
  }
}

export { median };

/** 2,000 posts written into the mirror, then 120 wheel steps; the longest main-thread task seen. */
export async function scrollLongestTask(
  baseUrl: string,
  count = 2_000,
): Promise<{ longestMs: number; tasks: number; scrolledPx: number }> {
  const { session, reader } = await openFeed(baseUrl, DEMO.rahim.username, DEMO.rahim.password);
  const { page, context } = session;
  try {
    await page.getByTestId("post").first().waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.evaluate(
      ([name, n]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name as string);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(["posts", "timelineEntries"], "readwrite");
            const posts = tx.objectStore("posts");
            const entries = tx.objectStore("timelineEntries");
            entries.clear();
            const author = {
              id: 9000,
              first_name: "Bench",
              surname: "Reader",
              nickname: null,
              photo_url: null,
            };
            const lines = [
              "A long discussion about the books we read this month.",
              "আজ পাঠাগারে নতুন বই এসেছে। https://example.org/x",
              "Third line.",
            ];
            for (let i = 0; i < (n as number); i++) {
              const id = 1_000_000 + i;
              posts.put({
                id,
                title: i % 3 === 0 ? `Post number ${i}` : null,
                body: lines.slice(0, 1 + (i % 3)).join("\n"),
                image_url: null,
                created_at: new Date(Date.now() - i * 60_000).toISOString(),
                user: author,
                postable_type: "user",
                postable: author,
                comments_data: { total: i % 4, latest: [] },
                likes_data: { total: i % 7, users: [] },
                my_like: null,
              });
              entries.put({ timeline: "feed", postId: id, rank: i });
            }
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      [`pathagar-u${reader.id}`, count] as const,
    );
    await page.reload();
    await page.getByText("Post number 0").waitFor();
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    for (let i = 0; i < 120; i++) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    const scrolledPx = await page.evaluate(() => window.scrollY);
    // No task over 50 ms is no long task at all: the longest is then under 50 ms.
    return { longestMs: tasks.length ? Math.max(...tasks) : 0, tasks: tasks.length, scrolledPx };
  } finally {
    await session.dispose();
  }
}
