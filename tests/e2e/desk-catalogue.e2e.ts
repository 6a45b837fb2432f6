// The catalogue desk offline in Chromium: Rahim adds a book with three copies by typing and one by the ISBN of a
// seeded classic (filled from the device), edits one, withdraws one, moves two, reloads offline (all there,
// waiting to send), goes online, and the server holds exactly that state.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  record,
  records,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type Resource,
} from "./support";

interface Copy {
  id: number;
  book_code: string;
  shelf_number: string | null;
  box_number: string | null;
  status: string;
  withdrawn: { reason: string; note: string | null } | null;
  book: { title: string; isbn: string | null; authors: { name: string }[] };
}

let server: Awaited<ReturnType<typeof startServer>>;
let session: BrowserSession;
let token: string;
let alokito: { id: number; title: string };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const copyItem = (page: Page, code: string) =>
  page.locator(`[data-testid="desk-copy"][data-code="${code}"]`);

async function openDeskBooks(page: Page) {
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/books`);
  await page.getByRole("heading", { level: 1, name: "Books" }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  alokito = record((await api<{ data: Resource<typeof alokito> }>("searches/alokito")).data);
  session = await launchBrowser();
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

it("adds, edits, withdraws and moves copies offline; the server gets exactly that", async () => {
  const { page, context } = session;
  const started = new Date(Date.now() - 1000).toISOString();
  await page.goto(`${server.url}/alokito`);
  await page.getByRole("heading", { level: 1, name: alokito.title, exact: true }).waitFor();
  await waitForServiceWorker(page);
  await page.getByTestId("catalogue-saved").waitFor();
  // The add screen once online keeps the desk (powers and next code) on the device.
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/books/new`);
  const codeField = page.getByLabel("Book code");
  await expect.poll(() => codeField.inputValue()).toMatch(/^AP-\d{5}$/);
  const first = await codeField.inputValue();
  const n = Number(first.slice(3));
  const code = (i: number) => `AP-${String(n + i).padStart(5, "0")}`;
  await context.setOffline(true);

  // Three copies, typed.
  await page.getByLabel("Title").fill("Shonar Tori Offline");
  await page.getByLabel("Author 1").fill("Test Kobi");
  await page.getByLabel("Shelf").fill("Z-01");
  await page.getByLabel("Copies").fill("3");
  await page
    .getByTestId("code-range")
    .getByText(`3 copies: ${code(0)}–${code(2)}`)
    .waitFor();
  await page.getByRole("button", { name: "Add the book" }).click();
  await page
    .getByTestId("books-added")
    .getByText(`Added ${code(0)}–${code(2)}`)
    .waitFor();
  expect(await codeField.inputValue()).toBe(code(3));

  // One by the ISBN of a seeded classic: filled from the device's catalogue.
  await page.getByRole("textbox", { name: "ISBN" }).fill("978-0-14-143951-8");
  await page.getByTestId("isbn-note").getByText("Found on this device", { exact: false }).waitFor();
  expect(await page.getByLabel("Title").inputValue()).toBe("Pride and Prejudice");
  expect(await page.getByLabel("Author 1").inputValue()).toBe("Jane Austen");
  await page.getByRole("button", { name: "Add the book" }).click();
  await page
    .getByTestId("books-added")
    .getByText(`Added ${code(3)}`)
    .waitFor();

  // Edit the second copy's place.
  await openDeskBooks(page);
  await page.getByLabel("Search books").fill("shonar tori");
  await page.getByText("3 copies", { exact: true }).waitFor();
  await copyItem(page, code(1))
    .getByRole("link", { name: `Edit ${code(1)}` })
    .click();
  await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Shonar Tori Offline");
  await page.getByLabel("Shelf").fill("Z-02");
  await page.getByLabel("Box").fill("B-9");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/desk/books"));

  // Withdraw the third.
  await copyItem(page, code(2))
    .getByRole("link", { name: `Edit ${code(2)}` })
    .click();
  await page.getByRole("button", { name: "Withdraw…" }).click();
  await page.getByLabel("lost").check();
  await page.getByLabel("Note (optional)").fill("Fell in the river");
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByTestId("copy-status").getByText("Withdrawn: lost — Fell in the river").waitFor();

  // Move the first and the Pride and Prejudice copy.
  await openDeskBooks(page);
  await page.getByLabel(`Choose ${code(0)}`).check();
  await page.getByLabel("Search books").fill("pride prejudice");
  await page.getByLabel(`Choose ${code(3)}`).check();
  await page.getByText("2 chosen").waitFor();
  await page.getByRole("button", { name: "Move to shelf/box" }).click();
  await page.getByLabel("New shelf").fill("M-1");
  await page.getByLabel("New box").fill("7");
  await page.getByRole("dialog").getByRole("button", { name: "Move", exact: true }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });

  // Reloaded offline: all there, each waiting to send, in the desk's list and in the Books tab.
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Books" }).waitFor();
  for (let i = 0; i < 4; i++) {
    await copyItem(page, code(i)).getByText("Waiting to send").waitFor();
  }
  await copyItem(page, code(2)).getByText("Withdrawn: lost — Fell in the river").waitFor();
  expect(await copyItem(page, code(0)).innerText()).toContain("Shelf: M-1 · Box: 7");
  await page.goto(`${server.url}/alokito`);
  await page
    .getByRole("navigation", { name: "Library sections" })
    .getByRole("link", { name: /^Books \(/ })
    .click();
  const tabItem = page.locator(`.book-item[data-code="${code(0)}"]`);
  await tabItem.getByText("Waiting to send").waitFor();

  // Online: everything is sent once, and the server holds exactly what was done.
  await context.setOffline(false);
  const fetchChanged = async () =>
    records(
      (
        await api<{ data: Resource<Copy>[] }>(
          `libraries/${alokito.id}/books?updated_since=${encodeURIComponent(started)}&per_page=100`,
        )
      ).data,
    ).sort((a, b) => a.book_code.localeCompare(b.book_code));
  await expect
    .poll(async () =>
      (await fetchChanged()).map((c) => [c.book_code, c.shelf_number, c.box_number, c.status]),
    )
    .toEqual([
      [code(0), "M-1", "7", "available"],
      [code(1), "Z-02", "B-9", "available"],
      [code(2), "Z-01", null, "withdrawn"],
      [code(3), "M-1", "7", "available"],
    ]);
  const copies = await fetchChanged();
  expect(copies[0]!.book.title).toBe("Shonar Tori Offline");
  expect(copies[0]!.book.authors.map((a) => a.name)).toEqual(["Test Kobi"]);
  expect(copies[2]!.withdrawn).toMatchObject({ reason: "lost", note: "Fell in the river" });
  expect(copies[3]!.book).toMatchObject({ title: "Pride and Prejudice", isbn: "9780141439518" });
  // The device's marks go once the server has answered.
  await openDeskBooks(page);
  await page.getByLabel("Search books").fill("shonar tori");
  await copyItem(page, code(0)).waitFor();
  await expect.poll(() => page.getByText("Waiting to send").count()).toBe(0);
}, 300_000);
