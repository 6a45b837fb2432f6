// Sharing in Chromium: a picture, text and a link shared from another app (the manifest's share_target, POSTed
// as a multipart form to the service worker) open a prefilled new post, queued while offline and sent when back;
// a post goes to the system's share sheet; a library's link is copied where there is no share sheet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, startServer, waitForServiceWorker, type RunningServer } from "./support";
import {
  openFeed,
  outboxStates,
  ownPosts,
  postCard,
  waitForOutboxEmpty,
  type Reader,
} from "./feed-helpers";
import type { BrowserSession } from "./support";

let server: RunningServer;
let session: BrowserSession;
let reader: Reader;

beforeAll(async () => {
  server = await startServer();
  ({ session, reader } = await openFeed(server.url, DEMO.karima.username, DEMO.karima.password));
  await session.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: server.url,
  });
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

describe("sharing", () => {
  it("opens what another app shared as a prefilled post, queued offline and sent when back", async () => {
    const { page, context } = session;
    await waitForServiceWorker(page);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      share_target: { action: string; method: string; enctype: string };
    };
    expect(manifest.share_target).toMatchObject({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
    });

    const marker = `shared-${Date.now()}`;
    await context.setOffline(true);
    // What Android does for a share: a multipart POST of the manifest's fields to its action.
    await page.evaluate(async (text) => {
      const canvas = document.createElement("canvas");
      canvas.width = 40;
      canvas.height = 30;
      const g = canvas.getContext("2d")!;
      g.fillStyle = "#c0392b";
      g.fillRect(0, 0, 40, 30);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), "image/png"));
      const form = document.createElement("form");
      form.method = "POST";
      form.action = "/share-target";
      form.enctype = "multipart/form-data";
      const add = (name: string, value: string) => {
        const input = document.createElement("input");
        input.name = name;
        input.value = value;
        form.append(input);
      };
      add("title", "A shared title");
      add("text", text);
      add("url", "https://example.org/story");
      const file = document.createElement("input");
      file.type = "file";
      file.name = "image";
      const files = new DataTransfer();
      files.items.add(new File([blob], "photo.png", { type: "image/png" }));
      file.files = files.files;
      form.append(file);
      document.body.append(form);
      form.submit();
    }, marker);

    await page.waitForURL(`${server.url}/share-target`);
    const dialog = page.getByRole("dialog", { name: "Start a discussion" });
    await expect
      .poll(() => dialog.getByLabel("Title (optional)").inputValue())
      .toBe("A shared title");
    expect(await dialog.getByLabel("What would you like to discuss?").inputValue()).toBe(
      `${marker}\nhttps://example.org/story`,
    );
    await dialog.locator("img").first().waitFor();
    await dialog.getByRole("button", { name: "Post" }).click();
    await page.waitForURL(`${server.url}/`);
    await postCard(page, marker).waitFor();
    expect(await outboxStates(page, reader.id)).toHaveLength(1);

    await context.setOffline(false);
    await waitForOutboxEmpty(page, reader.id);
    const sent = (await ownPosts(server.url, reader)).filter((p) => p.body.includes(marker));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe("A shared title");
    expect((sent[0] as unknown as { image_url: string | null }).image_url).toBeTruthy();
    // The shared form is forgotten once posted.
    expect(await page.evaluate(() => caches.has("pathagar-shared"))).toBe(false);
  });

  it("sends a post to the system's share sheet", async () => {
    const { page } = session;
    await page.evaluate(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) => (shared.push(data), Promise.resolve()),
      });
    });
    const card = page.getByTestId("post").first();
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toHaveLength(1);
    const [data] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(data!.url).toMatch(new RegExp(`^${server.url}/(users|libraries)/\\d+$`));
    expect(data!.title!.length).toBeGreaterThan(0);
  });

  it("copies a library's link where there is no share sheet, and says so", async () => {
    const { page } = session;
    await page.goto(`${server.url}/libraries`);
    await page.locator("#root .library-card a").first().click();
    await page.waitForURL(/\/libraries\/\d+$/);
    const libraryUrl = page.url();
    await page.evaluate(() =>
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined }),
    );
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByText("Link copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(libraryUrl);
  });
});
