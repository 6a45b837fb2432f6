// Signed-in screens at a phone's width (412 px) in Chromium: no axe-core violations on the feed, a profile, a
// library page and the libraries list, in English and Bangla.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  type RunningServer,
} from "./support";
import { accessibilityViolations } from "./support/axe";
import { storeLanguage } from "./support/pages";

let server: RunningServer;
let session: BrowserSession;
let karima: { id: number; name: string };
let alokito: { id: number; title: string };

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /api/${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  const karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
  const me = await api<{ data: { attributes: { id: number; first_name: string } } }>(
    karimaToken,
    "auth/me",
  );
  karima = { id: me.data.attributes.id, name: me.data.attributes.first_name };
  alokito = (await api<{ data: typeof alokito }>(karimaToken, "searches/alokito")).data;
  session = await launchBrowser({ viewport: { width: 412, height: 915 } });
  await loginAs(session.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** Each screen and what shows that it has loaded what it reads (not a spinner or a skeleton). */
const SCREENS: [string, () => string, (page: Page) => Promise<void>][] = [
  [
    "the feed",
    () => "/",
    async (page) => {
      await page.locator("#root .post-card").first().waitFor();
      // The server's picture of the feed has gone: the app's own page is what is checked.
      await page.locator("[data-snapshot]").waitFor({ state: "detached" });
    },
  ],
  [
    "a profile",
    () => `/users/${karima.id}`,
    async (page) => {
      await page.getByRole("heading", { level: 1, name: new RegExp(karima.name) }).waitFor();
      await page.locator("#root .post-card").first().waitFor();
    },
  ],
  [
    "a library page",
    () => `/libraries/${alokito.id}`,
    async (page) => {
      await page.getByRole("heading", { level: 1, name: alokito.title, exact: true }).waitFor();
      await page
        .getByRole("button", { name: /^[\d০-৯,]+ / })
        .first()
        .waitFor();
    },
  ],
  [
    "the libraries list",
    () => "/libraries",
    async (page) => {
      await page.getByRole("link", { name: alokito.title }).first().waitFor();
    },
  ],
];

describe.each(["en", "bn"] as const)("signed-in screens at 412 px in %s", (lang) => {
  it.each(SCREENS)("%s has no accessibility violations", async (_name, path, loaded) => {
    const { page } = session;
    await storeLanguage(page, server.url, lang);
    await page.goto(`${server.url}${path()}`);
    await loaded(page);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: "attached" });
    await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
