// Two phones lend one copy offline, to different members, in Chromium at 412 px: the second to come online
// is told on the screen it is on (the lend screen's "lent to …" becomes the conflict, "1 failed" stays
// readable in the top bar, and a notice follows it to other screens); the first, on its next sync, is told
// that its loan won a clash, once.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  launchBrowser,
  loginAs,
  record,
  records,
  waitForDeskOffline,
  type Resource,
} from "./support";
import { api, outboxStates, type Reader } from "./feed-helpers";
import { lend, startDeskServer, type DayCopy, type DeskServer } from "./desk-day-helpers";

const SUMAIYA = { username: "+8801711000003", password: "pathagar-demo" };

let desk: DeskServer;
let library: number;
beforeAll(async () => {
  desk = await startDeskServer();
  library = desk.alokito.id;
});
afterAll(() => desk?.server.stop());

/** Whether the signed-in reader's mirror holds a record of `store` whose JSON contains every one of `texts`. */
const mirrorHas = (page: Page, userId: number, store: string, texts: string[]) =>
  page.evaluate(
    ({ name, store, texts }) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return (db.close(), resolve(false));
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => {
            db.close();
            const rows = (request.result as unknown[]).map((r) => JSON.stringify(r));
            resolve(texts.every((t) => rows.some((r) => r.includes(t))));
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { name: `pathagar-u${userId}`, store, texts },
  );

async function openLend(page: Page, userId: number, code: string, surnames: string[]) {
  // The library's page keeps its books and members on the device, so lending works offline.
  await page.goto(`${desk.server.url}/alokito`);
  await page.getByTestId("catalogue-saved").waitFor();
  await page.goto(`${desk.server.url}/libraries/${library}/desk/lend`);
  await page.getByRole("heading", { level: 1, name: "Lend a book" }).waitFor();
  // The desk's pull has put the copy and both members on the device: lending works offline.
  await expect.poll(() => mirrorHas(page, userId, "books", [`"${code}"`])).toBe(true);
  await expect.poll(() => mirrorHas(page, userId, "members", surnames)).toBe(true);
  // And the service worker has kept the desk's code: its screens open offline.
  await waitForDeskOffline(page);
}

it("tells the second phone on its screen and the first on its next sync", async () => {
  const stamp = Date.now().toString(36);
  const rahim = desk.rahim;
  const sumaiyaToken = await apiLogin(desk.server.url, SUMAIYA.username, SUMAIYA.password);
  const sumaiya: Reader = {
    token: sumaiyaToken,
    id: Number((await fetchMe(desk.server.url, sumaiyaToken)).id),
  };
  const walkIn = async (first: string, surname: string) =>
    record(
      (
        await api<{ data: Resource<{ id: number }> }>(
          desk.server.url,
          rahim,
          "POST",
          `libraries/${library}/members`,
          { first_name: first, surname, mobile: "01755000000" },
        )
      ).data,
    );
  const karimName = `Kclash${stamp}`;
  const rahimaName = `Rclash${stamp}`;
  await walkIn("Karim", karimName);
  await walkIn("Rahima", rahimaName);
  const shelf = records(
    (
      await api<{ data: Resource<DayCopy>[] }>(
        desk.server.url,
        rahim,
        "GET",
        `libraries/${library}/books?page=7&per_page=50`,
      )
    ).data,
  );
  const copy = shelf.find((c) => c.status === "available")!;
  const code = copy.book_code;

  const a = await launchBrowser();
  const b = await launchBrowser();
  try {
    await loginAs(a.page, DEMO.rahim.username, DEMO.rahim.password, desk.server.url);
    await loginAs(b.page, SUMAIYA.username, SUMAIYA.password, desk.server.url);
    await openLend(a.page, rahim.id, code, [karimName, rahimaName]);
    await openLend(b.page, sumaiya.id, code, [karimName, rahimaName]);

    // Both offline: phone A lends the copy to Karim, phone B to Rahima; each sees "lent to …".
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await lend(a.page, code, karimName);
    await lend(b.page, code, rahimaName);

    // Phone A comes online first: its loan stands.
    await a.context.setOffline(false);
    await expect.poll(() => outboxStates(a.page, rahim.id)).toEqual([]);

    // Phone B second: refused. Its screen's success becomes the conflict, in words.
    await b.context.setOffline(false);
    await expect.poll(() => outboxStates(b.page, sumaiya.id)).toEqual(["failed"]);
    const conflict = b.page.getByTestId("lend-conflict");
    await conflict.waitFor();
    expect(await conflict.innerText()).toBe(
      `${code} was already lent to Karim ${karimName} by another phone. ` +
        `Your loan to Rahima ${rahimaName} was not saved.`,
    );
    expect(await b.page.getByText(new RegExp(`\\(${code}\\) lent to`)).count()).toBe(0);
    await b.page.getByRole("button", { name: "Drop this loan" }).waitFor();

    // "1 failed" is written in the top bar at 412 px, whole.
    const indicator = b.page.getByTestId("sync-indicator");
    await indicator.filter({ hasText: "1 failed" }).waitFor();
    const label = indicator.locator("span[aria-live]");
    expect(await label.isVisible()).toBe(true);
    const fits = await label.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return (
        el.scrollWidth <= el.clientWidth + 1 &&
        box.width > 20 &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    });
    expect(fits).toBe(true);
    expect(b.page.viewportSize()?.width).toBe(412);

    // Elsewhere in the app the notice follows the volunteer, and opens the list to sort it out.
    await b.page.goto(`${desk.server.url}/libraries/${library}/desk`);
    const notice = b.page.getByTestId("conflict-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain("1 change was not saved");
    expect(await notice.innerText()).toContain(
      `${code} was already lent to Karim ${karimName} by another phone.`,
    );
    await notice.getByRole("button", { name: "Sort it out" }).click();
    await b.page.getByTestId("sync-panel").waitFor();
    expect(await notice.count()).toBe(0);

    // Phone A's next sync (it opens the desk's return screen): it learns its loan won a clash.
    await a.page.goto(`${desk.server.url}/libraries/${library}/desk/return`);
    await a.page.getByRole("heading", { level: 1 }).first().waitFor();
    // The volunteer comes back to the app: the desk's lists are pulled again.
    await a.page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const told = a.page.getByTestId("clash-notice");
    await told.waitFor();
    const text = await told.innerText();
    expect(text).toContain("Another phone tried to lend a book you had lent");
    expect(text).toMatch(
      new RegExp(
        `Another phone tried to lend ${code} to Rahima ${rahimaName} at \\d{1,2}:\\d{2}.*; ` +
          `your loan to Karim ${karimName} stands\\.`,
      ),
    );
    await told.getByRole("button", { name: "Got it" }).click();
    await told.waitFor({ state: "detached" });
    // Read once: the next sync does not tell it again.
    await a.page.reload();
    await a.page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect
      .poll(() => mirrorHas(a.page, rahim.id, "meta", [`"loanClashes:${library}"`]))
      .toBe(true);
    expect(await a.page.getByTestId("clash-notice").count()).toBe(0);

    // The server holds one loan of the copy: Karim's.
    const loans = records(
      (
        await api<{ data: Resource<{ library_member: { first_name: string } }>[] }>(
          desk.server.url,
          rahim,
          "GET",
          `libraries/${library}/book-issues?book=${copy.id}&status=open`,
        )
      ).data,
    );
    expect(loans.map((l) => l.library_member.first_name)).toEqual(["Karim"]);
  } finally {
    await a.dispose();
    await b.dispose();
  }
}, 300_000);
