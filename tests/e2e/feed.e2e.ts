// The news feed in Chromium against the real server: paging, a post's whole life (write, like, comment,
// edit, delete) with the server's state checked through its API, and post text that stays inert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  records,
  startServer,
  waitForServiceWorker,
  type RunningServer,
  type Resource,
} from "./support";
import {
  api,
  commentsOf,
  openFeed,
  ownPosts,
  postCard,
  waitForOutboxEmpty,
  writePost,
} from "./feed-helpers";
import { drawn } from "./support/pages";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe("news feed", () => {
  it("loads the next page through links.next when the reader scrolls to the end", async () => {
    const { session } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
    const { page } = session;
    try {
      await page.getByTestId("post").first().waitFor();
      // Scrolls, a frame at a time, until the app asks for page 2 (or the wait for it ends).
      let asked = false;
      const second = page
        .waitForRequest((r) => /\/api\/posts\?page=2\b/.test(r.url()))
        .finally(() => (asked = true));
      while (!asked) {
        await page.mouse.wheel(0, 2000);
        await drawn(page);
      }
      await second;
      // Posts of page 2 are stored and shown: more distinct posts than one page holds have been on screen.
      const seen = new Set<string>();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(async () => {
          for (const id of await page
            .getByTestId("post")
            .evaluateAll((els) => els.map((e) => e.getAttribute("data-post-id") ?? "")))
            seen.add(id);
          await page.mouse.wheel(0, 1200);
          await drawn(page);
          return seen.size;
        })
        .toBeGreaterThan(10);
    } finally {
      await session.dispose();
    }
  });

  it("asks for the feed's first page once at start, as the engine comes up, before the screen is drawn", async () => {
    // A device with the session only: no feed stored, no picture, no service worker.
    const session = await launchBrowser({ serviceWorkers: "block" });
    const { page } = session;
    try {
      await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const headings = [...document.querySelectorAll("#root h1")];
          if (!headings.some((h) => h.textContent === "News Feed")) return;
          (window as unknown as { screenDrawn: number }).screenDrawn = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}/`);
      // The app's own posts (the server's picture of them paints first, outside the app's root).
      await page.locator("#root").getByTestId("post").first().waitFor();
      // The drawn screen's mark and the first page's finished answer are both recorded.
      await page.waitForFunction(
        () =>
          (window as unknown as { screenDrawn?: number }).screenDrawn !== undefined &&
          performance
            .getEntriesByType("resource")
            .some((e) => /\/api\/posts\?page=1$/.test(e.name)),
      );
      await drawn(page);
      const { asks, screenDrawn } = await page.evaluate(() => ({
        asks: performance
          .getEntriesByType("resource")
          .filter((e) => /\/api\/posts\?page=1$/.test(e.name))
          .map((e) => e.startTime),
        screenDrawn: (window as unknown as { screenDrawn: number }).screenDrawn,
      }));
      expect(asks).toHaveLength(1);
      expect(asks[0]!).toBeLessThan(screenDrawn);
    } finally {
      await session.dispose();
    }
  });

  it("writes, likes, comments on, edits and deletes a post; the server ends with exactly that", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
    );
    const { page } = session;
    const text = `Reading circle on Friday ${Date.now()}\nBring a book you loved.`;
    const find = async () =>
      (await ownPosts(server.url, reader)).filter((p) =>
        p.body.includes("Reading circle on Friday"),
      );
    try {
      await writePost(page, text);
      const card = postCard(page, "Reading circle on Friday");
      await card.waitFor();
      await waitForOutboxEmpty(page, reader.id);
      expect(await find()).toHaveLength(1);

      // Like, see who likes it, unlike.
      await card.getByTestId("like-button").click();
      await expect.poll(() => card.getByTestId("like-summary").innerText()).toMatch(/\bYou$/);
      await waitForOutboxEmpty(page, reader.id);
      expect((await find())[0]!.likes_summary.meta.total).toBe(1);
      await card.getByTestId("like-summary").click();
      const likes = page.getByRole("dialog", { name: "Likes (1)" });
      await likes.getByText("You").waitFor();
      await likes.getByRole("button", { name: "Close" }).click();
      await card.getByTestId("like-button").click();
      await card.getByTestId("like-summary").waitFor({ state: "detached" });
      await waitForOutboxEmpty(page, reader.id);
      expect((await find())[0]!.likes_summary.meta.total).toBe(0);

      // Comment with Enter, then delete it.
      const box = card.getByLabel("Write a comment");
      await box.fill("I will bring Pather Panchali");
      await box.press("Enter");
      await card.getByTestId("comment").filter({ hasText: "Pather Panchali" }).waitFor();
      await waitForOutboxEmpty(page, reader.id);
      const postId = (await find())[0]!.id;
      expect((await commentsOf(server.url, reader, postId)).map((c) => c.body)).toEqual([
        "I will bring Pather Panchali",
      ]);
      await card.getByRole("button", { name: /^Delete comment by/ }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await card.getByTestId("comment").waitFor({ state: "detached" });
      await waitForOutboxEmpty(page, reader.id);
      expect(await commentsOf(server.url, reader, postId)).toEqual([]);

      // Edit in place.
      await card.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const editor = page.getByRole("dialog", { name: "Edit post" });
      await editor
        .getByLabel("What would you like to discuss?")
        .fill("Reading circle on Friday moved to Saturday");
      await editor.getByRole("button", { name: "Save" }).click();
      await postCard(page, "moved to Saturday").waitFor();
      await waitForOutboxEmpty(page, reader.id);
      expect((await find()).map((p) => p.body)).toEqual([
        "Reading circle on Friday moved to Saturday",
      ]);

      // Delete after confirming.
      await postCard(page, "moved to Saturday")
        .getByRole("button", { name: "Post options" })
        .click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page
        .getByRole("alertdialog", { name: "Delete this post?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await postCard(page, "moved to Saturday").waitFor({ state: "detached" });
      await waitForOutboxEmpty(page, reader.id);
      expect(await find()).toEqual([]);
    } finally {
      await session.dispose();
    }
  });

  it("speaks Bangla in bn: times, counts and like summaries with Bangla words and digits", async () => {
    const { session } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
    const { page } = session;
    try {
      await page.evaluate(() => localStorage.setItem("lang", "bn"));
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "নিউজ ফিড" }).waitFor();
      const card = page.getByTestId("post").first();
      await card.waitFor();
      const time = await card.locator("time").first().innerText();
      expect(time).toMatch(/[০-৯]/);
      expect(time).not.toMatch(/[0-9]/);
      expect(await card.getByTestId("comment-count").innerText()).toMatch(/^[০-৯]+টি মন্তব্য$/);
      const summaries = await page.getByTestId("like-summary").allInnerTexts();
      expect(summaries.some((s) => /আরও [০-৯]+ জন/.test(s))).toBe(true);
      expect(await page.getByRole("button", { name: "একটি আলোচনা শুরু করুন…" }).count()).toBe(1);
    } finally {
      await session.dispose();
    }
  });

  it("shows a post whose body is an XSS payload as text and runs nothing", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
    );
    const { page } = session;
    const payload =
      `XSS probe <script>window.__xss = 1</script><img src="https://evil.example/x.png" onerror="window.__xss = 2">` +
      ` <a href="javascript:window.__xss = 3">click</a> javascript:window.__xss=4`;
    try {
      await api(server.url, reader, "POST", `users/${reader.id}/posts`, { body: payload });
      let dialogs = 0;
      page.on("dialog", (d) => {
        dialogs++;
        void d.dismiss();
      });
      const foreign: string[] = [];
      // Seeded posts embed videos from the allowed player hosts; anything else is a leak.
      const allowed = [
        server.url,
        "data:",
        "blob:",
        "https://www.youtube-nocookie.com/",
        "https://player.vimeo.com/",
      ];
      page.on("request", (r) => {
        if (!allowed.some((a) => r.url().startsWith(a))) foreign.push(r.url());
      });
      await page.reload();
      const card = postCard(page, "XSS probe");
      await card.waitFor();
      expect(await card.locator(".post-card__body").innerText()).toContain(
        "<script>window.__xss = 1</script>",
      );
      expect(await card.locator(".post-card__body script, .post-card__body img").count()).toBe(0);
      expect(await card.locator('a[href^="javascript:"]').count()).toBe(0);
      await card
        .getByText("click")
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await drawn(page);
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).toBeUndefined();
      expect(dialogs).toBe(0);
      expect(foreign).toEqual([]);
    } finally {
      await session.dispose();
    }
  });
  it("reports another reader's post: nothing is sent until a reason is chosen and the text written", async () => {
    const { session } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
    const { page } = session;
    const sent: number[] = [];
    let asked = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/complains") && r.method() === "POST") asked++;
    });
    page.on("response", (r) => {
      if (r.url().endsWith("/api/complains") && r.request().method() === "POST")
        sent.push(r.status());
    });
    try {
      const card = page
        .getByTestId("post")
        .filter({ has: page.getByRole("button", { name: "Post options" }) })
        .filter({ hasNot: page.getByText("Rahim Uddin", { exact: true }) })
        .first();
      await card.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Report this post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this post" });
      const reason = dialog.getByLabel("Reason");
      await expect.poll(() => reason.locator("option").count()).toBeGreaterThan(1);
      await dialog.getByRole("button", { name: "Send report" }).click();
      await dialog.getByText("Describe the problem.").waitFor();
      const firstReason = await reason.locator("option").nth(1).innerText();
      await reason.selectOption({ label: firstReason });
      await dialog.getByRole("button", { name: "Send report" }).click();
      // The click has been handled and drawn: a report it sent would already be on its way.
      await drawn(page);
      expect(asked).toBe(0);
      await dialog.getByLabel("What is wrong?").fill("This post advertises pirated books.");
      await dialog.getByRole("button", { name: "Send report" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeLessThan(300);
    } finally {
      await session.dispose();
    }
  });

  it("blocks the author of a post: their posts leave the feed, on this device and on the server", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.karima.username,
      DEMO.karima.password,
    );
    const { page } = session;
    try {
      // Another reader's post: Karima's own posts (which the seed may put first) offer no block.
      const card = page
        .getByTestId("post")
        .filter({ has: page.getByRole("button", { name: "Post options" }) })
        .filter({ hasNot: page.locator(".post-card__author", { hasText: "Karima Begum" }) })
        .first();
      await card.waitFor();
      const author = await card.locator(".post-card__author").innerText();
      await card.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: `Block ${author}` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Block ${author}?` });
      await confirm.getByRole("button", { name: "Yes, block" }).click();
      await confirm.waitFor({ state: "detached" });
      await expect.poll(() => new URL(page.url()).pathname).toBe("/");
      await expect
        .poll(() => page.locator(".post-card__author", { hasText: author }).count())
        .toBe(0);
      // The block goes through the outbox: the server knows of it once the outbox has sent it.
      await waitForOutboxEmpty(page, reader.id);
      const feed = await api<{
        data: Resource<{ user: { first_name: string; surname: string | null } }>[];
      }>(server.url, reader, "GET", "posts");
      const names = records(feed.data).map((p) =>
        [p.user.first_name, p.user.surname].filter(Boolean).join(" "),
      );
      expect(names).not.toContain(author);
    } finally {
      await session.dispose();
    }
  });

  // Last: its 25 posts fill the top of everyone's feed.
  it("keeps exactly what was typed in the post dialog, post after post", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.karima.username,
      DEMO.karima.password,
    );
    const { page } = session;
    const marker = `typed-${Date.now()}`;
    try {
      // Offline, as on the bus: each post is kept on the device at once and the next dialog opens at once.
      await waitForServiceWorker(page);
      await session.context.setOffline(true);
      for (let i = 1; i <= 25; i++) {
        await page.getByRole("button", { name: "Start a discussion…" }).click();
        const dialog = page.getByRole("dialog", { name: "Start a discussion" });
        const body = dialog.getByLabel("What would you like to discuss?");
        await body.fill(`${marker} #${i}`);
        expect(await body.inputValue(), `body of post ${i}`).toBe(`${marker} #${i}`);
        await dialog.getByLabel("Title (optional)").fill(`title ${i}`);
        expect(await dialog.getByLabel("Title (optional)").inputValue()).toBe(`title ${i}`);
        expect(await body.inputValue(), `body of post ${i}`).toBe(`${marker} #${i}`);
        await dialog.getByRole("button", { name: "Post" }).click();
        await dialog.waitFor({ state: "detached" });
      }
      await session.context.setOffline(false);
      await waitForOutboxEmpty(page, reader.id);
      const mine = (await ownPosts(server.url, reader)).filter((p) => p.body.startsWith(marker));
      expect(mine.map((p) => `${p.title}: ${p.body}`).sort()).toEqual(
        Array.from({ length: 25 }, (_, i) => `title ${i + 1}: ${marker} #${i + 1}`).sort(),
      );
    } finally {
      await session.dispose();
    }
  });
});
