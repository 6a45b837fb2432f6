// Writes made offline in Chromium land on the real server exactly once: through a reload while offline,
// a 422 that keeps the text, a browser closed in the middle of the replay, and a fault-injecting proxy.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  startChaosProxy,
  records,
  startServer,
  waitForServiceWorker,
  type Resource,
  type RunningServer,
} from "./support";
import {
  api,
  commentsOf,
  openFeed,
  outboxStates,
  ownPosts,
  postCard,
  waitBudget,
  waitForOutboxEmpty,
  waitForOutboxStates,
  writePost,
  type Reader,
} from "./feed-helpers";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const withMarker = async (reader: Reader, marker: string) =>
  (await ownPosts(server.url, reader)).filter((p) => p.body.includes(marker));

describe("offline writes", () => {
  it("posts, likes, comments and follows a library offline, survives a reload, and lands exactly once when online", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
    );
    const { page, context } = session;
    const marker = `offline-post-${Date.now()}`;
    try {
      await waitForServiceWorker(page);
      // A library Rahim does not follow yet, opened once online so the device knows it.
      const libraries = await api<{
        data: Resource<{ id: number; name: string; title: string }>[];
      }>(server.url, reader, "GET", "libraries");
      let library: { id: number; title: string } | undefined;
      for (const l of records(libraries.data)) {
        // "Not following" is an empty answer.
        const by = await api<unknown>(
          server.url,
          reader,
          "GET",
          `libraries/${l.id}/following-by-me`,
        );
        if (by === null) {
          library = l;
          break;
        }
      }
      expect(library).toBeDefined();
      await page.goto(`${server.url}/libraries/${library!.id}`);
      await page.locator("#library-name").waitFor();
      await page.goto(`${server.url}/`);
      await page.getByTestId("post").first().waitFor();

      await context.setOffline(true);
      await writePost(page, `${marker}\nwritten on the bus`);
      const card = postCard(page, marker);
      await card.getByTestId("pending-badge").first().waitFor();
      await card.getByTestId("like-button").click();
      const box = card.getByLabel("Write a comment");
      await box.fill("a comment written offline");
      await box.press("Enter");
      await card.getByTestId("comment").filter({ hasText: "written offline" }).waitFor();

      await page.goto(`${server.url}/libraries/${library!.id}`);
      await page.getByRole("button", { name: "Follow and membership" }).click();
      await page.getByRole("menuitem", { name: "Follow" }).click();
      await page.locator(`[data-testid=pending-badge]`).first().waitFor();

      await page.goto(`${server.url}/`);
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
      const again = postCard(page, marker);
      await again.waitFor();
      // The card's like, comment and pending state come from the local database a moment after it.
      await expect.poll(() => again.getByTestId("like-summary").innerText()).toMatch(/\bYou$/);
      await expect
        .poll(() => again.getByTestId("comment").innerText())
        .toContain("a comment written offline");
      await expect.poll(() => again.getByTestId("pending-badge").count()).toBeGreaterThanOrEqual(3);
      expect(await withMarker(reader, marker)).toEqual([]);

      await context.setOffline(false);
      await waitForOutboxEmpty(page, reader.id);
      await expect.poll(() => again.getByTestId("pending-badge").count()).toBe(0);
      const [post, ...more] = await withMarker(reader, marker);
      expect(more).toEqual([]);
      expect(post!.body.replace(/\r\n/g, "\n")).toBe(`${marker}\nwritten on the bus`);
      expect(post!.likes_summary.meta.total).toBe(1);
      expect(post!.my_like).not.toBeNull();
      expect((await commentsOf(server.url, reader, post!.id)).map((c) => c.body)).toEqual([
        "a comment written offline",
      ]);
      const followed = await api<{ data: Resource<unknown> } | null>(
        server.url,
        reader,
        "GET",
        `libraries/${library!.id}/following-by-me`,
      );
      expect(followed?.data.id).toBeGreaterThan(0);
      const followers = await api<{ data: { attributes: { user?: { id: number } } }[] }>(
        server.url,
        reader,
        "GET",
        `libraries/${library!.id}/followers`,
      );
      expect(followers.data.filter((f) => f.attributes.user?.id === reader.id)).toHaveLength(1);
    } finally {
      await session.dispose();
    }
  });

  it("a picture chosen offline shows at once, survives a reload and goes up with the post", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
    );
    const { page, context } = session;
    const marker = `picture-${Date.now()}`;
    // A 2×2 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
      "base64",
    );
    // Keep a copy of every post upload the app sends (the browser's network log drops Blob bodies).
    await page.addInitScript(() => {
      const w = window as unknown as { __uploads: { key: string | null; body: string }[] };
      w.__uploads = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.method === "POST" && /\/api\/users\/\d+\/posts$/.test(request.url)) {
          const bytes = new Uint8Array(await request.clone().arrayBuffer());
          w.__uploads.push({
            key: request.headers.get("Idempotency-Key"),
            body: Array.from(bytes, (b) => String.fromCharCode(b)).join(""),
          });
        }
        return original(request);
      };
    });
    try {
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.getByRole("button", { name: "Start a discussion…" }).click();
      const dialog = page.getByRole("dialog", { name: "Start a discussion" });
      await dialog.getByLabel("What would you like to discuss?").fill(marker);
      await dialog.getByTestId("post-image-input").setInputFiles({
        name: "drawing.png",
        mimeType: "image/png",
        buffer: png,
      });
      await dialog.getByRole("img", { name: "Chosen picture" }).waitFor();
      await dialog.getByRole("button", { name: "Post" }).click();
      const picture = postCard(page, marker).getByRole("img", { name: "Picture in the post" });
      await picture.waitFor();
      expect(await picture.getAttribute("src")).toMatch(/^blob:/);

      await page.reload();
      await postCard(page, marker).getByRole("img", { name: "Picture in the post" }).waitFor();
      expect(
        await postCard(page, marker)
          .getByRole("img", { name: "Picture in the post" })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(2);

      await context.setOffline(false);
      await waitForOutboxEmpty(page, reader.id);
      const uploads = await page.evaluate(
        () =>
          (window as unknown as { __uploads: { key: string | null; body: string }[] }).__uploads,
      );
      // Sent (and possibly resent) as one mutation: a single Idempotency-Key.
      expect(uploads.length).toBeGreaterThan(0);
      expect(new Set(uploads.map((u) => u.key)).size).toBe(1);
      const body = uploads[0]!.body;
      expect(body).toMatch(/name="image"; filename="[^"]+\.png"/);
      expect(body).toContain("Content-Type: image/png");
      expect(body).toContain(png.toString("latin1"));
      const stored = await withMarker(reader, marker);
      expect(stored).toHaveLength(1);
      // The server kept the picture (redrawn without metadata): a stored PNG with the same 2×2 pixels.
      const imageUrl = (stored[0] as { image_url?: string | null }).image_url ?? "";
      expect(imageUrl).toMatch(/^\/uploads\/[^?]+\.png(\?|$)/);
      const served = await fetch(new URL(imageUrl, server.url));
      expect(served.headers.get("content-type")).toBe("image/png");
      const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const [got, sent] = await Promise.all([
        pixels(Buffer.from(await served.arrayBuffer())),
        pixels(png),
      ]);
      expect([got.info.width, got.info.height]).toEqual([2, 2]);
      expect(got.data.equals(sent.data)).toBe(true);
    } finally {
      await session.dispose();
    }
  });

  it("edits one post and deletes another offline, and comments then deletes the comment: the server ends exactly so", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.rahim.username,
      DEMO.rahim.password,
    );
    const { page, context } = session;
    const marker = `offline-edit-${Date.now()}`;
    try {
      await waitForServiceWorker(page);
      await writePost(page, `${marker} keep`);
      await writePost(page, `${marker} remove`);
      await waitForOutboxEmpty(page, reader.id);
      expect(await withMarker(reader, marker)).toHaveLength(2);

      await context.setOffline(true);
      const keep = postCard(page, `${marker} keep`);
      await keep.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const editor = page.getByRole("dialog", { name: "Edit post" });
      await editor.getByLabel("What would you like to discuss?").fill(`${marker} kept and edited`);
      await editor.getByRole("button", { name: "Save" }).click();
      await postCard(page, "kept and edited").waitFor();

      const remove = postCard(page, `${marker} remove`);
      await remove.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page
        .getByRole("alertdialog", { name: "Delete this post?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await remove.waitFor({ state: "detached" });

      const edited = postCard(page, "kept and edited");
      const box = edited.getByLabel("Write a comment");
      await box.fill("second thoughts");
      await box.press("Enter");
      await edited.getByRole("button", { name: /^Delete comment by/ }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await edited.getByTestId("comment").waitFor({ state: "detached" });
      // The comment was written and taken back before sending: nothing is left to send for it.
      expect((await outboxStates(page, reader.id)).length).toBe(2);

      await context.setOffline(false);
      await waitForOutboxEmpty(page, reader.id);
      const left = await withMarker(reader, marker);
      expect(left.map((p) => p.body)).toEqual([`${marker} kept and edited`]);
      expect(await commentsOf(server.url, reader, left[0]!.id)).toEqual([]);
    } finally {
      await session.dispose();
    }
  });

  it("shows a post the server refuses (422) with its reason and keeps the text to fix and send again", async () => {
    // Each wait below gets what is left of the test's time, so one that runs out says what it waited for.
    const start = Date.now();
    const { session, reader } = await openFeed(
      server.url,
      DEMO.karima.username,
      DEMO.karima.password,
    );
    const { page, context } = session;
    const marker = `too-long-${Date.now()}`;
    try {
      await waitForServiceWorker(page, waitBudget(start));
      await context.setOffline(true);
      await writePost(page, `${marker} ${"x".repeat(10_050)}`);
      await postCard(page, marker).waitFor({ timeout: waitBudget(start) });
      await context.setOffline(false);

      // The refusal is kept in the outbox, then shown where the post was written.
      await waitForOutboxStates(page, reader.id, ["failed"], waitBudget(start));
      const failed = page.getByTestId("failed-write");
      await failed.waitFor({ timeout: waitBudget(start) });
      expect(await failed.getByRole("alert").innerText({ timeout: waitBudget(start) })).toMatch(
        /body/i,
      );
      expect(await failed.innerText({ timeout: waitBudget(start) })).toContain(marker);
      expect(await postCard(page, marker).count()).toBe(0);
      expect(await withMarker(reader, marker)).toEqual([]);

      // Edit puts the text back in the dialog to shorten it and drops the refused copy; the shorter post
      // then lands once.
      await failed.getByRole("button", { name: "Edit" }).click({ timeout: waitBudget(start) });
      const dialog = page.getByRole("dialog", { name: "Start a discussion" });
      const field = dialog.getByLabel("What would you like to discuss?");
      await field.waitFor({ timeout: waitBudget(start) });
      // The draft reaches the field after the dialog opens; each read is short so the poll ends on its budget.
      await expect
        .poll(async () => (await field.inputValue({ timeout: 1_000 })).startsWith(marker), {
          timeout: waitBudget(start),
        })
        .toBe(true);
      await waitForOutboxEmpty(page, reader.id, waitBudget(start));
      await failed.waitFor({ state: "detached", timeout: waitBudget(start) });
      await field.fill(`${marker} shortened`, { timeout: waitBudget(start) });
      await dialog.getByRole("button", { name: "Post" }).click({ timeout: waitBudget(start) });
      await dialog.waitFor({ state: "detached", timeout: waitBudget(start) });
      await waitForOutboxEmpty(page, reader.id, waitBudget(start));
      expect((await withMarker(reader, marker)).map((p) => p.body)).toEqual([
        `${marker} shortened`,
      ]);
      expect(await failed.count()).toBe(0);
    } finally {
      await session.dispose();
    }
  });

  it("a refused comment can be discarded, which leaves the post as it was", async () => {
    const { session, reader } = await openFeed(
      server.url,
      DEMO.karima.username,
      DEMO.karima.password,
    );
    const { page, context } = session;
    const marker = `comment-422-${Date.now()}`;
    try {
      await writePost(page, marker);
      await waitForOutboxEmpty(page, reader.id);
      await context.setOffline(true);
      const card = postCard(page, marker);
      const box = card.getByLabel("Write a comment");
      await box.fill(`${"y".repeat(5_050)}`);
      await box.press("Enter");
      await context.setOffline(false);
      const failed = card.getByTestId("failed-write");
      await failed.waitFor();
      expect(await card.getByTestId("comment").count()).toBe(0);
      expect(await card.getByTestId("comment-count").innerText()).toBe("0 comments");
      await failed.getByRole("button", { name: "Discard" }).click();
      await failed.waitFor({ state: "detached" });
      await waitForOutboxEmpty(page, reader.id);
      const [post] = await withMarker(reader, marker);
      expect(await commentsOf(server.url, reader, post!.id)).toEqual([]);
    } finally {
      await session.dispose();
    }
  });

  it("closing the browser in the middle of the replay loses nothing and duplicates nothing", async () => {
    // A profile on disk: the browser is started again on it below.
    const first = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password, {
      persistent: true,
    });
    const marker = `mid-replay-${Date.now()}`;
    const count = 10;
    const { page, context } = first.session;
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (let i = 1; i <= count; i++) await writePost(page, `${marker} #${i}`);
    let sent = 0;
    // On the context: back online, the service worker's Background Sync may be the one replaying, and
    // its requests are not the page's.
    const closing = new Promise<void>((resolve) => {
      context.on("requestfinished", (r) => {
        if (
          r.method() === "POST" &&
          r.url().includes(`/api/users/${first.reader.id}/posts`) &&
          ++sent === 3
        )
          resolve();
      });
    });
    await context.setOffline(false);
    await closing;
    await first.session.close();
    const landed = (await withMarker(first.reader, marker)).length;
    expect(landed).toBeLessThan(count);

    const second = await launchBrowser({ profileDir: first.session.profileDir });
    try {
      await second.page.goto(`${server.url}/`);
      await second.page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
      await waitForOutboxEmpty(second.page, first.reader.id);
      const bodies = (await withMarker(first.reader, marker)).map((p) => p.body).sort();
      expect(bodies).toEqual(Array.from({ length: count }, (_, i) => `${marker} #${i + 1}`).sort());
    } finally {
      await second.dispose();
    }
  });

  it("replays through dropped connections, lost answers, 500/503 and delays to exactly the intended state", async () => {
    const proxy = await startChaosProxy({ target: server.url, seed: 20261123 });
    const { session, reader } = await openFeed(
      proxy.url,
      DEMO.karima.username,
      DEMO.karima.password,
    );
    const { page, context } = session;
    const marker = `chaos-${Date.now()}`;
    const posts = 8;
    try {
      await waitForServiceWorker(page);
      await context.setOffline(true);
      // Intended: posts #1..#8; odd ones liked; each with one comment; #8 also liked then unliked (net: not liked).
      for (let i = 1; i <= posts; i++) {
        await writePost(page, `${marker} #${i}`);
        const card = postCard(page, `${marker} #${i}`);
        if (i % 2 === 1 || i === posts) await card.getByTestId("like-button").click();
        if (i === posts) await card.getByTestId("like-button").click();
        const box = card.getByLabel("Write a comment");
        await box.fill(`comment on ${i}`);
        await box.press("Enter");
        await card
          .getByTestId("comment")
          .filter({ hasText: `comment on ${i}` })
          .waitFor();
      }
      proxy.setFaults({
        dropBefore: 0.1,
        dropAfter: 0.1,
        errorBefore: 0.05,
        errorAfter: 0.1,
        delay: 0.3,
        maxDelayMs: 400,
      });
      await context.setOffline(false);
      await waitForOutboxEmpty(page, reader.id, 200_000);
      const stats = { ...proxy.stats };
      expect(stats.dropAfter + stats.errorAfter + stats.dropBefore).toBeGreaterThan(0);

      const landed = await withMarker(reader, marker);
      expect(landed.map((p) => p.body).sort()).toEqual(
        Array.from({ length: posts }, (_, i) => `${marker} #${i + 1}`).sort(),
      );
      for (const post of landed) {
        const i = Number(post.body.split("#")[1]);
        expect(post.likes_summary.meta.total, `likes on #${i}`).toBe(i % 2 === 1 ? 1 : 0);
        expect((await commentsOf(server.url, reader, post.id)).map((c) => c.body)).toEqual([
          `comment on ${i}`,
        ]);
      }
    } finally {
      await session.dispose();
      await proxy.close();
    }
  }, 300_000);
});
