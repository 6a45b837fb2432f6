// The desk for staff on a phone: the home's way to it, learnt from the server once and kept offline. Lending
// without the exact code, offline from the device's copy of alokito: Rahim types "pather panchali" (Latin
// letters), then "পথের পাঁচালী", into the book box, picks a copy on the shelf from the ones offered (before the
// copy he has just lent), finds the walk-in সুমন আকন্দ by typing "suman akondo", and lends both; back online,
// the server holds the two loans on that card.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DEMO,
  launchBrowser,
  loginAs,
  records,
  waitForDeskOffline,
  waitForServiceWorker,
  type BrowserSession,
  type Resource,
  type RunningServer,
} from "./support";
import { api, waitForOutboxEmpty, type Reader } from "./feed-helpers";
import { lentOrWarned, startDeskServer, type DayLoan } from "./desk-day-helpers";

let server: RunningServer;
let session: BrowserSession;
let rahim: Reader;
let alokito: { id: number; title: string };
/** The walk-in card the loans go to (the seed has other সুমন). */
let suman: number;

beforeAll(async () => {
  ({ server, rahim, alokito } = await startDeskServer());
  const card = await api<{ data: Resource<{ id: number }> }>(
    server.url,
    rahim,
    "POST",
    `libraries/${alokito.id}/members`,
    { first_name: "সুমন", surname: "আকন্দ", mobile: "01711000991" },
  );
  suman = card.data.id;
  // A second copy of the seed's one পথের পাঁচালী: after the first loan, one is on the shelf and one is out.
  await api(server.url, rahim, "POST", `libraries/${alokito.id}/books`, {
    title: "পথের পাঁচালী",
    authors: ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"],
  });
  session = await launchBrowser();
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  const { page } = session;
  await page.goto(`${server.url}/alokito`);
  await waitForServiceWorker(page);
  await page.getByTestId("catalogue-saved").waitFor();
  // The desk keeps its members on the device once its members screen has been opened.
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/members`);
  await page.getByTestId("desk-member").first().waitFor();
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** Types `title` into the book box and picks the first copy on the shelf; answers its code. */
async function pickFreeCopy(page: Page, title: string): Promise<string> {
  await page.getByLabel("Book code").fill(title);
  const offered = page.getByRole("list", { name: "Matching copies" }).getByRole("button");
  const free = offered.filter({ hasText: "পথের পাঁচালী" }).filter({ hasText: "On the shelf" });
  await free.first().waitFor();
  // Copies on the shelf come before those on loan.
  const notes = await offered.allInnerTexts();
  const firstLent = notes.findIndex((n) => n.includes("On loan"));
  const lastFree = notes.findLastIndex((n) => n.includes("On the shelf"));
  if (firstLent >= 0) expect(lastFree).toBeLessThan(firstLent);
  await free.first().click();
  const code = await page.getByLabel("Book code").inputValue();
  expect(code).toMatch(/^AP-\d{5}$/);
  return code;
}

it("shows staff the way to the desk on the home screen, learnt once and kept offline", async () => {
  const { page, context } = session;
  // As on a phone that never opened the desk: the device knows nothing of Rahim's desks.
  await page.evaluate(() => localStorage.removeItem("my_desks"));
  await page.goto(`${server.url}/`);
  const menu = page.getByRole("complementary", { name: "Your menu" });
  await menu.getByRole("link", { name: "News Feed" }).waitFor();
  // Asked of the server once the home is idle: Rahim staffs alokito alone, so one tap opens its desk.
  const desk = menu.getByTestId("home-desk");
  await desk.waitFor();
  expect(await desk.innerText()).toBe("Desk");
  await desk.click();
  await page.waitForURL(`${server.url}/libraries/${alokito.id}/desk`);
  await page.getByRole("heading", { level: 1, name: "Library desk" }).waitFor();
  // Offline, a fresh start of the home still shows it (kept on the device), before any request.
  await context.setOffline(true);
  try {
    await page.goto(`${server.url}/`);
    await menu.getByTestId("home-desk").waitFor();
  } finally {
    await context.setOffline(false);
  }
});

it("lends by a title typed in Latin letters and in Bangla, to a member found by a Latin spelling", async () => {
  const { page, context } = session;
  await page.goto(`${server.url}/libraries/${alokito.id}/desk/lend`);
  await page.getByRole("heading", { level: 1, name: "Lend a book" }).waitFor();
  await waitForDeskOffline(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Lend a book" }).waitFor();

  const codes: string[] = [];
  for (const typed of ["pather panchali", "পথের পাঁচালী"]) {
    const code = await pickFreeCopy(page, typed);
    codes.push(code);
    await page.getByLabel("Member", { exact: true }).fill("suman akondo");
    await page.getByRole("button", { name: /সুমন আকন্দ/ }).click();
    await page.getByRole("button", { name: "Lend" }).click();
    await lentOrWarned(page, new RegExp(`\\(${code}\\) lent to সুমন আকন্দ`));
  }
  expect(new Set(codes).size).toBe(2);

  await context.setOffline(false);
  await waitForOutboxEmpty(page, rahim.id);
  const loans = records(
    (
      await api<{ data: Resource<DayLoan>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${alokito.id}/book-issues?term=${encodeURIComponent("সুমন")}&per_page=100`,
      )
    ).data,
  ).filter((l) => l.library_member.id === suman && l.collected_at === null);
  expect(loans.map((l) => l.library_book.book_code).sort()).toEqual([...codes].sort());
});
