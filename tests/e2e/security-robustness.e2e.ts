// Malformed API answers in real Chromium: every main screen, fed HTML error pages, truncated JSON, wrong types or
// empty bodies, keeps the app shell, throws nothing uncaught, and keeps showing what the device already had.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page, Request, Route } from "playwright-core";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  withoutServiceWorkers,
} from "./support";
import { drawn } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: Awaited<ReturnType<typeof startServer>>;
let session: BrowserSession;
let page: Page;
const pageErrors: string[] = [];
/** The page's API requests still waiting for their answer. */
const apiInFlight = new Set<Request>();

const SCREENS = [
  "/",
  "/libraries/",
  "/users/",
  "/courses/",
  "/users/2",
  "/libraries/1/",
  "/my-courses",
];

const BAD: [string, (route: Route) => Promise<void>][] = [
  [
    "an HTML error page",
    (r) =>
      r.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
      }),
  ],
  [
    "truncated JSON",
    (r) =>
      r.fulfill({ status: 200, contentType: "application/json", body: '{"data":[{"id":1,"bo' }),
  ],
  [
    "wrong types",
    (r) =>
      r.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          data: { id: "one", attributes: 5, title: ["x"] },
          meta: "none",
          links: 1,
        }),
      }),
  ],
  ["an empty body", (r) => r.fulfill({ status: 200, contentType: "application/json", body: "" })],
];

beforeAll(async () => {
  server = await startServer();
  session = await launchBrowser();
  page = session.page;
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("request", (r) => void (r.url().includes("/api/") && apiInFlight.add(r)));
  page.on("requestfinished", (r) => void apiInFlight.delete(r));
  page.on("requestfailed", (r) => void apiInFlight.delete(r));
  await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});

afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** The top bar is there and the page shows either content or a message, never a blank screen. */
async function expectStanding(where: string) {
  await page.locator("header").first().waitFor();
  const main = page.locator("main#main");
  await main.waitFor();
  // The screen has its answers (good or bad) and has drawn what it made of them.
  await main.locator("h1").first().waitFor();
  await expect.poll(() => apiInFlight.size).toBe(0);
  await drawn(page);
  // A heading at least: the screen's own, or its error with Try again.
  const text = (await main.innerText()).trim();
  expect(text.length, `${where}: blank`).toBeGreaterThan(3);
  expect(await main.locator("h1").count(), `${where}: no heading`).toBeGreaterThan(0);
  expect(pageErrors, where).toEqual([]);
}

it("with good answers first, the feed's posts reach the device", async () => {
  await page.goto(`${server.url}/`);
  await page.locator("article").first().waitFor();
  await expectStanding("feed, good answers");
});

it.each(BAD)("%s on every screen: the shell stands and nothing is thrown", async (_, answer) => {
  await page.context().route("**/api/**", answer);
  try {
    for (const screen of SCREENS) {
      await page.goto(`${server.url}${screen}`);
      await expectStanding(`${screen} with ${_}`);
    }
    // The feed still shows the posts the device already had.
    await page.goto(`${server.url}/`);
    await page.locator("article").first().waitFor();
  } finally {
    await page.context().unroute("**/api/**");
  }
});

it("good answers again: the screens recover", async () => {
  await page.goto(`${server.url}/users/2`);
  await page.getByText("Karima", { exact: false }).first().waitFor();
  expect(pageErrors).toEqual([]);
});
