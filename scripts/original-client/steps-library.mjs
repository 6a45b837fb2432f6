// The original client's library tasks: Alokito's page and tabs, and a membership request.
/* global document */
import { BASE, openTabText } from "./browser.mjs";

const WAIT = 30_000;
const short = (text) => text.replace(/\s+/g, " ").trim().slice(0, 110);

async function openTab(page, title, path) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path), {
    timeout: WAIT,
  });
  await page.locator("a.nav-link", { hasText: title }).click();
  const r = await answer;
  if (!r.ok()) throw new Error(`${path} answered ${r.status()}`);
  await page.waitForLoadState("networkidle");
  return short(await openTabText(page));
}

async function openAlokito(page) {
  await page.goto(`${BASE}/alokito`);
  await page.locator("a.nav-link", { hasText: "Timeline" }).waitFor({ timeout: WAIT });
}

export const librarySteps = [
  [
    "a library page (/alokito) and its timeline",
    async (page) => {
      await openAlokito(page);
      await page.locator("div.media.border").first().waitFor({ timeout: WAIT });
      return short(await page.locator("ul.nav-tabs").innerText());
    },
  ],
  [
    "its Books tab",
    async (page) => {
      const text = await openTab(page, "Books", "/books");
      if (!text.includes("AP-00001")) throw new Error(`no books: ${text}`);
      return text;
    },
  ],
  [
    "its Members tab",
    async (page) => {
      const text = await openTab(page, "Members", "/members");
      if (!text.includes("AP-M0001")) throw new Error(`no members: ${text}`);
      return text;
    },
  ],
  // The client's build has this tab commented out (LibraryPager.vue); the check adds it back at run time.
  [
    "its Book issue history (the client's hidden tab)",
    async (page) => {
      await page.evaluate(() => {
        const find = (vm) =>
          vm.$options.name === "LibraryPager" ? vm : vm.$children.map(find).find(Boolean);
        const pager = find(document.querySelector("#app").__vue__);
        const tabBody = pager.$options.components.LibraryBookIssuedHistory;
        pager.tabs.push({ title: "Issued Books", tabBody, active: false });
      });
      const text = await openTab(page, "Issued Books", "/book-issues");
      if (!/\(B?AP-\d+\)/.test(text)) throw new Error(`no book issues: ${text}`);
      return text;
    },
  ],
];

export const memberRequestSteps = [
  [
    "request membership of Alokito",
    async (page) => {
      await openAlokito(page);
      await page
        .locator("a.dropdown-item", { hasText: "Request to be member" })
        .dispatchEvent("click");
      await page.locator("#iAgreeCheckbox").check();
      const answer = page.waitForResponse(
        (r) => r.url().includes("/member-requests") && r.request().method() === "POST",
        { timeout: WAIT },
      );
      await page.getByRole("button", { name: "Send" }).click();
      const r = await answer;
      if (!r.ok()) throw new Error(`answered ${r.status()}`);
      await page.locator("a.dropdown-item", { hasText: "Member request sent" }).waitFor({
        state: "attached",
        timeout: WAIT,
      });
      return "the menu says: Member request sent";
    },
  ],
  [
    "the request is still there after a reload",
    async (page) => {
      await openAlokito(page);
      await page.locator("a.dropdown-item", { hasText: "Member request sent" }).waitFor({
        state: "attached",
        timeout: WAIT,
      });
      return "Member request sent";
    },
  ],
];
