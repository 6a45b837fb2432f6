// Headless Chromium for the original client's check: one page, and a log of its API calls and errors.
/* global document, localStorage */
import { chromium } from "playwright-core";

export const BASE = process.env.ORIG_URL ?? "http://127.0.0.1:8125";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Paths of this server the log keeps (the API, sign-in, pictures). */
const LOGGED = /^\/(api|oauth|uploads|users\/\d+\/cover-photo|libraries\/\d+\/cover-photo)/;

export async function openBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const log = [];
  page.on("console", (m) => {
    if (m.type() === "error") log.push(`console.error: ${m.text().split("\n")[0].slice(0, 200)}`);
  });
  page.on("pageerror", (e) => log.push(`pageerror: ${String(e).split("\n")[0].slice(0, 200)}`));
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(BASE).origin && LOGGED.test(url.pathname)) {
      log.push(`${r.request().method()} ${url.pathname}${url.search} -> ${r.status()}`);
    }
  });
  page.on("requestfailed", (r) => log.push(`failed: ${r.method()} ${r.url()}`));
  return { browser, page, flush: () => log.splice(0) };
}

/** Signs in through the client's own form and waits for its store to hold the reader. */
export async function signIn(page, username, password = "pathagar-demo") {
  await page.goto(`${BASE}/login`);
  await page.locator("input#username").fill(username);
  await page.locator("input[type=password]").fill(password);
  await page.locator("button[type=submit]").click();
  await page.waitForFunction(() => {
    const user = localStorage.getItem("activeUser");
    return user !== null && user !== "undefined" && JSON.parse(user)?.id > 0;
  });
}

/** The text of the library page's open tab (the component under the client's LibraryPager). */
export function openTabText(page) {
  return page.evaluate(() => {
    const find = (vm) =>
      vm.$options.name === "LibraryPager" ? vm : vm.$children.map(find).find(Boolean);
    return find(document.querySelector("#app").__vue__).$el.lastElementChild.innerText;
  });
}
