// My loans in Chromium against the real server: Rahim lends Karima a book due tomorrow; Karima finds it from the
// account menu, reads it in Bangla, and offline after a reload; once the desk takes it back it shows as returned;
// the library's page leads a member there too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  startServer,
  waitForSignedInOffline,
  type RunningServer,
} from "./support";
import { htmlLang } from "./support/pages";

let server: RunningServer;

/** A call to the API as `token`: the answer's JSON (throws on a status over 299). */
async function api<T>(token: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (res.status > 299) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Copy {
  id: number;
  attributes: { status: string; book_code: string; book: { title: string } };
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("My loans", () => {
  it("shows Karima the book Rahim lent her, due tomorrow, in Bangla and offline, then as returned", async () => {
    const rahim = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
    const karima = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
    const alokito = (await api<{ data: { id: number } }>(rahim, "searches/alokito")).data.id;
    // Karima joins Alokito; Rahim accepts her and lends her a copy that is on the shelf, due tomorrow.
    const asked = await api<{ data: { id: number } }>(
      karima,
      `libraries/${alokito}/member-requests`,
      {},
    );
    const card = await api<{ data: { id: number } }>(
      rahim,
      `libraries/${alokito}/member-requests/${asked.data.id}/accept`,
      {},
    );
    const shelf = await api<{ data: Copy[] }>(rahim, `libraries/${alokito}/books?page=7`);
    const copy = shelf.data.find((c) => c.attributes.status === "available")!;
    expect(copy).toBeDefined();
    const title = copy.attributes.book.title;
    const loan = await api<{ data: { id: number } }>(rahim, `libraries/${alokito}/book-issues`, {
      library_book_id: copy.id,
      library_member_id: card.data.id,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const { context, page, dispose } = await launchBrowser();
    try {
      await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
      await page.goto(`${server.url}/`);
      await waitForSignedInOffline(page);
      await page.getByTestId("user-menu-button").click();
      await page.getByRole("link", { name: "My loans" }).click();
      await page.getByRole("heading", { level: 1, name: "My loans" }).waitFor();
      const item = page.getByTestId("my-loan").filter({ hasText: title });
      await item.waitFor();
      expect(await item.innerText()).toContain("Due tomorrow");
      expect(await item.innerText()).toContain(copy.attributes.book_code);
      expect(await item.getByRole("link").innerText()).toBe("Alokito Pathagar");

      await page.getByTestId("language-toggle").first().click();
      await expect.poll(() => htmlLang(page)).toBe("bn");
      await item.filter({ hasText: "আগামীকাল ফেরত দিতে হবে" }).waitFor();

      // Offline, after a reload: as the device kept it.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "আমার ধার করা বই" }).waitFor();
      await item.filter({ hasText: "আগামীকাল ফেরত দিতে হবে" }).waitFor();
      await context.setOffline(false);

      // The desk takes it back; the list follows once the app asks again (the window's focus).
      await api(rahim, `libraries/${alokito}/book-issues/${loan.data.id}/return`, {});
      await page.evaluate(() => window.dispatchEvent(new Event("focus")));
      const returned = page.getByRole("region", { name: "ফেরত দেওয়া" }).getByTestId("my-loan");
      await returned.filter({ hasText: title }).waitFor();
      expect(
        await page.getByRole("region", { name: "ধারে আছে" }).getByTestId("my-loan").count(),
      ).toBe(0);

      // A member's way there from the library's page too.
      await page.goto(`${server.url}/libraries/${alokito}`);
      await page.getByTestId("my-loans-link").click();
      await page.getByRole("heading", { level: 1, name: "আমার ধার করা বই" }).waitFor();
    } finally {
      await dispose();
    }
  });
});
