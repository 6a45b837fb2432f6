// Stock-taking in Chromium, offline from the device's copy of alokito: Rahim opens the desk's section, types
// three book codes into the scanner in continuous mode (each confirmed, then the next), sees them counted,
// a reload offline keeps the count, and the last code, read by mistake, is taken out of it.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  waitForDeskOffline,
  waitForServiceWorker,
  type BrowserSession,
  type RunningServer,
} from "./support";
import { startDeskServer } from "./desk-day-helpers";

let server: RunningServer;
let session: BrowserSession;
let alokito: { id: number; title: string };

beforeAll(async () => {
  ({ server, alokito } = await startDeskServer());
  session = await launchBrowser();
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  const { page, context } = session;
  await page.goto(`${server.url}/alokito`);
  await page.getByRole("heading", { level: 1, name: alokito.title, exact: true }).waitFor();
  await waitForServiceWorker(page);
  // Rahim belongs to alokito: its books are saved on the device by default.
  await page.getByTestId("catalogue-saved").waitFor();
  await page.goto(`${server.url}/libraries/${alokito.id}/desk`);
  await page.getByRole("heading", { level: 1, name: "Library desk" }).waitFor();
  // Opened online once, the desk's code is kept for offline use.
  await waitForDeskOffline(page);
  await context.setOffline(true);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

it("counts three typed codes offline, keeps them across a reload and forgets the last", async () => {
  const { page } = session;
  await page.getByTestId("desk-section-stocktake").getByRole("link").click();
  await page.getByRole("heading", { level: 1, name: "Stock-taking" }).waitFor();
  const progress = page.getByTestId("stocktake-progress");
  await expect.poll(() => progress.innerText()).toMatch(/^Seen 0 of [\d,]+ copies$/);
  const missing = page.getByTestId("stocktake-missing");
  const codes = await missing.evaluateAll((items) =>
    items.slice(0, 3).map((li) => (li as HTMLElement).dataset.code!),
  );
  expect(codes).toHaveLength(3);

  await page.getByRole("button", { name: "Scan books" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan the books on the shelf" });
  const typed = dialog.getByRole("textbox", { name: "Or type the code" });
  for (const [i, code] of codes.entries()) {
    await typed.fill(code.toLowerCase());
    await dialog.getByRole("button", { name: "Use this code" }).click();
    await dialog.getByText(`Confirmed: ${i + 1} · last ${code.toLowerCase()}`).waitFor();
    await dialog.getByText("Counted").waitFor();
  }
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });
  await expect.poll(() => progress.innerText()).toMatch(/^Seen 3 of [\d,]+ copies$/);
  const total = (await progress.innerText()).replace(/^Seen 3 of /, "");

  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Stock-taking" }).waitFor();
  await expect.poll(() => progress.innerText()).toBe(`Seen 3 of ${total}`);
  await page.getByTestId("stocktake-started").waitFor();
  const left = await missing.evaluateAll((items) =>
    items.map((li) => (li as HTMLElement).dataset.code),
  );
  expect(left).not.toContain(codes[0]);
  expect(left).not.toContain(codes[2]);

  const last = page.getByTestId("stocktake-last");
  await expect.poll(() => last.innerText()).toContain(codes[2]!);
  await last.getByRole("button", { name: `Forget ${codes[2]}` }).click();
  await expect.poll(() => progress.innerText()).toBe(`Seen 2 of ${total}`);
  await expect.poll(() => last.innerText()).toContain(codes[1]!);
  await page.locator(`[data-testid="stocktake-missing"][data-code="${codes[2]}"]`).waitFor();
});
