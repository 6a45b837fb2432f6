// Libraries in Chromium against the real server: browse and search, /alokito and its tabs, follow,
// membership request, cover upload, create / edit / delete, then the catalogue searched offline.
import { deflateSync } from "node:zlib";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  jsonOrNone,
  loginAs,
  record,
  records,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type Resource,
} from "./support";
import { drawn } from "./support/pages";

let server: Awaited<ReturnType<typeof startServer>>;
let rahimToken = "";
let alokito: { id: number; title: string; total_books: number; total_members: number };

/** GET /api/<path>: the answer's JSON, null for an empty answer ("none"). */
async function api<T>(path: string, token = rahimToken): Promise<T | null> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return jsonOrNone<T>(res);
}

/** GET /api/<path> for one record (a resource). */
async function one<T>(path: string, token = rahimToken): Promise<T> {
  return record((await api<{ data: Resource<T> }>(path, token))!.data);
}

/** GET /api/<path> for a page of records (resources). */
async function list<T>(path: string, token = rahimToken): Promise<T[]> {
  return records((await api<{ data: Resource<T>[] }>(path, token))!.data);
}

/** Karima's member request for alokito, or null (the server answers 404 when there is none). */
async function karimaRequest(token: string): Promise<unknown> {
  const res = await fetch(`${server.url}/api/libraries/${alokito.id}/member-requests/my-request`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (res.status === 404) return null;
  return ((await res.json()) as { data: unknown }).data;
}

/** Waits for the page's h1 to say `name` (a loading screen shows another heading first). */
async function h1(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  rahimToken = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  alokito = await one<typeof alokito>("searches/alokito");
});
afterAll(() => server?.stop());

async function withBrowser(
  who: keyof typeof DEMO,
  run: (s: BrowserSession) => Promise<void>,
): Promise<void> {
  const session = await launchBrowser();
  try {
    await loginAs(session.page, DEMO[who].username, DEMO[who].password, server.url);
    await run(session);
  } finally {
    await session.dispose();
  }
}

const menu = async (page: Page) => {
  await page.getByRole("button", { name: "Follow and membership" }).click();
  return page.getByRole("menu");
};

/** A tab of the library page (the left menu has links with the same names). */
const tab = (page: Page, name: string | RegExp) =>
  page
    .getByRole("navigation", { name: "Library sections" })
    .getByRole("link", typeof name === "string" ? { name, exact: true } : { name });

const followers = (page: Page) =>
  page.getByRole("button", { name: /^[\d,]+ followers$/ }).innerText();

/** A 2×2 PNG, made here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 200, 200, 30]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("libraries", () => {
  it("lists libraries with the paginator and finds one by search", async () => {
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries`);
      await h1(page, "Libraries");
      await page.getByText(/^Items: [\d,]+ of [\d,]+$/).waitFor();
      await page.getByRole("searchbox", { name: "Search libraries" }).fill("alokito");
      await page.getByRole("link", { name: alokito.title }).waitFor();
      await page.waitForURL(/term=alokito/);
      await page.getByRole("link", { name: alokito.title }).click();
      await h1(page, alokito.title);
    });
  });

  it("opens alokito by /alokito, titled with its name, and shows each tab", async () => {
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/alokito`);
      await h1(page, alokito.title);
      await page.waitForFunction((t) => document.title.startsWith(t), alokito.title);
      expect(await page.locator(".library-cover").boundingBox()).toMatchObject({ height: 312 });
      await page.getByRole("img", { name: `QR code of ${alokito.title}` }).waitFor();

      const books = alokito.total_books.toLocaleString("en-US");
      await tab(page, `Books (${books})`).click();
      await page.getByRole("heading", { level: 2, name: `Books (${books})` }).waitFor();
      await page.locator(".book-item").first().waitFor();
      expect(await page.locator(".book-item").first().innerText()).toMatch(/Code: .+/);

      // Karima is not a member of alokito: its members and loans are not hers to see.
      const members = alokito.total_members.toLocaleString("en-US");
      await tab(page, `Members (${members})`).click();
      await page.getByText("Only this library's members can see its members.").waitFor();
      expect(await page.locator(".member-item").count()).toBe(0);

      await tab(page, "Book issue history").click();
      await page
        .getByText("Loan records are private to the library's staff and each borrower.")
        .waitFor();
      expect(await page.locator(".issue-status").count()).toBe(0);

      await tab(page, "About").click();
      await page.getByRole("heading", { level: 2, name: "About" }).waitFor();
      await page.getByText("Regular newspapers").first().waitFor();

      await tab(page, "Timeline").click();
      await page.waitForURL(/tab=timeline/);
    });
  });

  it("searches the books of alokito on the server", async () => {
    const first = (await list<{ book: { title: string } }>(`libraries/${alokito.id}/books`))[0]!
      .book.title;
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}?tab=books`);
      await page
        .getByRole("searchbox", { name: "Search books by title, author or code" })
        .fill(first);
      await page.waitForURL(/term=/);
      await page.locator(".book-item__title", { hasText: first }).first().waitFor();
      // Fewer than the whole catalogue: the term reached the server.
      await expect
        .poll(() => page.getByText(/^Items: [\d,]+ of [\d,]+$/).innerText())
        .not.toContain(`of ${alokito.total_books.toLocaleString("en-US")}`);
    });
  });

  it("follow and unfollow change the state and the follower count", async () => {
    const karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
    // Not following is an empty answer.
    const followsOnServer = async () =>
      (await api(`libraries/${alokito.id}/following-by-me`, karimaToken)) !== null;
    const startedFollowing = await followsOnServer();
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}`);
      await h1(page, alokito.title);
      const first = startedFollowing ? "Unfollow" : "Follow";
      const second = startedFollowing ? "Follow" : "Unfollow";
      // The page shows what the server says (following-by-me) before the count is read.
      if (startedFollowing) await page.getByText("Following", { exact: true }).waitFor();
      const before = Number((await followers(page)).replace(/\D/g, ""));
      const after = before + (startedFollowing ? -1 : 1);
      await (await menu(page)).getByRole("menuitem", { name: first, exact: true }).click();
      await page.getByRole("button", { name: `${after} followers` }).waitFor();
      await page
        .getByText("Following", { exact: true })
        .waitFor({ state: startedFollowing ? "detached" : "visible" });
      // The change reaches the server (replayed from the outbox) and survives a reload.
      await expect.poll(followsOnServer).toBe(!startedFollowing);
      await page.reload();
      await page.getByRole("button", { name: `${after} followers` }).waitFor();
      await (await menu(page)).getByRole("menuitem", { name: second, exact: true }).click();
      await page.getByRole("button", { name: `${before} followers` }).waitFor();
      await expect.poll(followsOnServer).toBe(startedFollowing);
    });
  });

  it("asks for membership only with the agreement ticked; the request shows after a reload", async () => {
    const karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}`);
      await h1(page, alokito.title);
      await (await menu(page)).getByRole("menuitem", { name: "Request to be member" }).click();
      const dialog = page.getByRole("dialog", { name: "Request to be member" });
      const writes: string[] = [];
      const onRequest = (r: Request) => {
        if (r.method() !== "GET" && r.url().includes("/api/")) writes.push(r.url());
      };
      page.on("request", onRequest);
      await dialog.getByRole("button", { name: "Send request" }).click();
      await dialog.getByText("Tick the box to agree before sending your request.").waitFor();
      // The refusal is drawn: a request sent by that click would already be on its way.
      await drawn(page);
      page.off("request", onRequest);
      expect(writes).toEqual([]);
      expect(await karimaRequest(karimaToken)).toBeNull();

      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: "Send request" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText("Member request sent").first().waitFor();
      await expect.poll(async () => (await karimaRequest(karimaToken)) !== null).toBe(true);

      await page.reload();
      await h1(page, alokito.title);
      await page.getByText("Member request sent").first().waitFor();
    });
    // A fresh device (no local trace of the request) learns it from the server.
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}`);
      await h1(page, alokito.title);
      await page.getByText("Member request sent").first().waitFor();
      const items = await (await menu(page)).getByRole("menuitem").allInnerTexts();
      expect(items).toContain("Member request sent");
      expect(items).not.toContain("Request to be member");
    });
  });

  it("lets Rahim (library_edit) upload a cover; Karima sees no upload button", async () => {
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}`);
      await h1(page, alokito.title);
      // Her membership has come from the server (her request, sent above, is shown): the buttons are decided.
      await page.getByText("Member request sent").first().waitFor();
      expect(await page.getByRole("button", { name: "Upload cover photo" }).count()).toBe(0);
    });
    await withBrowser("rahim", async ({ page }) => {
      await page.goto(`${server.url}/libraries/${alokito.id}`);
      await h1(page, alokito.title);
      await page.getByRole("button", { name: "Upload cover photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload cover photo" });
      await dialog.getByTestId("library-picture-input").setInputFiles({
        name: "cover.png",
        mimeType: "image/png",
        buffer: tinyPng(),
      });
      await dialog.getByRole("button", { name: "Upload" }).click();
      await dialog.waitFor({ state: "detached" });
      // The new picture's address (with its time) replaces the old one once the answer is stored.
      const cover = page.locator(".library-cover__image");
      await expect.poll(() => cover.getAttribute("src")).toMatch(/\/uploads\/.+[?&]t=\d+/);
      const src = await cover.getAttribute("src");
      const stored = (await one<{ cover_photo_url: string }>(`libraries/${alokito.id}`))
        .cover_photo_url;
      expect(stored).toBeTruthy();
      // The picture itself is served.
      expect((await fetch(new URL(src!, server.url))).status).toBe(200);
    });
  });

  it("creates, edits and deletes a library", async () => {
    await withBrowser("karima", async ({ page }) => {
      await page.goto(`${server.url}/libraries/create`);
      await h1(page, "Create library");
      await page.getByLabel("Library name").fill("Notun Alo Pathagar");
      expect(await page.getByLabel(/Web name/).inputValue()).toBe("notun-alo-pathagar");
      await page.getByLabel("Village or area").fill("Mirpur");
      await page.getByLabel("Post code").fill("1216");
      await page.getByRole("button", { name: "Create library" }).click();
      await page.waitForURL(/\/libraries\/\d+$/);
      await h1(page, "Notun Alo Pathagar");
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const created = await one<{ post_code: string; founded_at: string | null }>(
        `libraries/${id}`,
      );
      expect(created.post_code).toBe("1216");
      expect(created.founded_at).toBeNull();

      await page.getByRole("link", { name: "Edit library" }).click();
      await page.waitForURL(/\/edit$/);
      await page.getByLabel("Library name").fill("Notun Alo");
      await page.getByLabel("Post code").fill("1207");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.waitForURL(new RegExp(`/libraries/${id}$`));
      await h1(page, "Notun Alo");
      await page.goto(`${server.url}/libraries/${id}?tab=about`);
      await page.locator(".library-info dd", { hasText: "1207" }).first().waitFor();

      await page.goto(`${server.url}/libraries/${id}/edit`);
      await page.getByRole("button", { name: "Delete library" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await page.waitForURL(/\/libraries\/my-libraries$/);
      const gone = await fetch(`${server.url}/api/libraries/${id}`, {
        headers: { authorization: `Bearer ${rahimToken}`, accept: "application/json" },
      });
      expect(gone.status).toBe(404);

      // An unknown library's edit page goes to my libraries too.
      await page.goto(`${server.url}/libraries/${id}/edit`);
      await page.waitForURL(/\/libraries\/my-libraries$/);
    });
  });

  // Last: this test stops the server.
  it("offline: alokito opens from the device and its 3,000 books and 300 members search locally", async () => {
    const book = (
      await list<{ book: { title: string } }>(`libraries/${alokito.id}/books?page=7`)
    )[3]!.book.title;
    const member = (
      await list<{ first_name: string; member_code: string }>(
        `libraries/${alokito.id}/members?page=5`,
      )
    )[2]!;
    await withBrowser("rahim", async ({ context, page }) => {
      await page.goto(`${server.url}/alokito`);
      await h1(page, alokito.title);
      await waitForServiceWorker(page);
      // Rahim belongs to alokito: its catalogue is saved for offline by default.
      await page.getByTestId("catalogue-saved").waitFor({ timeout: 90_000 });
      await tab(page, /^Books \(/).click();
      await page.locator(".book-item").first().waitFor();

      await context.setOffline(true);
      await server.stop();

      await page.goto(`${server.url}/alokito`);
      await h1(page, alokito.title);
      await tab(page, /^Books \(/).click();
      const search = page.getByRole("searchbox", { name: "Search books by title, author or code" });
      await search.fill(book);
      await page.locator(".book-item__title", { hasText: book }).first().waitFor();
      expect(await page.getByText(/^Items: [\d,]+ of [\d,]+$/).innerText()).not.toBe(
        `Items: 20 of ${alokito.total_books.toLocaleString("en-US")}`,
      );
      await search.fill("");
      await page
        .getByText(`of ${alokito.total_books.toLocaleString("en-US")}`, { exact: false })
        .waitFor();

      await tab(page, /^Members \(/).click();
      await page
        .getByRole("searchbox", { name: "Search members by name or code" })
        .fill(member.member_code);
      await page.locator(".member-item", { hasText: member.member_code }).first().waitFor();
      await page
        .getByText(`of ${alokito.total_members.toLocaleString("en-US")}`, { exact: false })
        .waitFor({ state: "detached" });
    });
  });
});
