// Stored XSS and injection in real Chromium: script, HTML and SQL-ish payloads saved through the API in names, posts,
// comments, library fields and a report, then shown on the screens that display them: nothing runs (no dialog, no
// injected element, no request to another host), the layout holds, and the text comes back exactly as typed.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  withoutServiceWorkers,
} from "./support";
import { HOME_BOOT_SCRIPT } from "../../src/app/home-boot";
import { drawn } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: Awaited<ReturnType<typeof startServer>>;
let session: BrowserSession;
let page: Page;
const dialogs: string[] = [];
const foreign: string[] = [];

const IMG = `<img src=x onerror="window.__pwned=1;alert(1)">`;
const SCRIPT = `"><script>window.__pwned=2;alert(2)</script>`;
const SVG = `<svg/onload=alert(3)>`;
const LINK = `javascript:alert(4)`;
const TEMPLATE = "{{constructor.constructor('alert(5)')()}} ${alert(6)}";
const SQL = `Robert'); DROP TABLE users;-- OR 1=1`;
const LONG = "W".repeat(300);

const attacker = {
  first_name: `Mallory ${SVG}`,
  surname: `${IMG}`,
  nickname: SQL.slice(0, 40),
  username: `+88019${String(Date.now()).slice(-8)}`,
  password: "secret-pass-1",
  dob: "1999-09-09",
  gender: "o",
};
const ids = { user: 0, post: 0, library: 0 };

async function api(path: string, init: { token?: string; json?: unknown; headers?: object } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.json === undefined ? "GET" : "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body as { data: never; status?: string };
}

const idOf = (data: unknown) =>
  typeof data === "number" ? data : Number((data as { id?: number }).id);

beforeAll(async () => {
  server = await startServer();
  await api("/api/auth/register-with-username", { json: attacker });
  await api("/api/auth/register-with-username", {
    json: attacker,
    headers: { "ot-code": "123456" },
  });
  const login = await api("/api/auth/login", {
    json: { username: attacker.username, password: attacker.password },
  });
  const token = (login.data as { token: string }).token;
  ids.user = (await api("/api/auth/me", { token })).data["attributes"]["id"];
  ids.post = idOf(
    (
      await api(`/api/users/${ids.user}/posts`, {
        token,
        json: { title: `${SCRIPT} ${SQL}`, body: `${IMG}\n${LINK}\n${TEMPLATE}\n${LONG}\n${SQL}` },
      })
    ).data,
  );
  await api(`/api/posts/${ids.post}/comments`, {
    token,
    json: { body: `${SVG} ${SCRIPT} ${SQL}` },
  });
  ids.library = idOf(
    (
      await api("/api/libraries", {
        token,
        json: {
          name: `xss${Date.now().toString(36)}`,
          title: `${IMG} ${SQL}`.slice(0, 190),
          about: `${SCRIPT}\n${TEMPLATE}\n${LINK}\n${LONG}`,
          house: SVG,
          village: SQL,
        },
      })
    ).data,
  );
  // A report stores its text as data (it is shown to moderators only, never as HTML).
  await api("/api/complains", {
    token,
    json: {
      subject: "Spam or scam",
      body: `${SCRIPT} ${SQL}`,
      complainable_type: "User",
      complainable_id: 1,
    },
  });
  session = await launchBrowser();
  page = session.page;
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (url.host !== new URL(server.url).host) foreign.push(r.url());
  });
  await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
});

afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

/** Nothing ran, nothing was injected, nothing left the site, and the page is not wider than the screen. */
async function expectInert(where: string) {
  // What the screen's content would run runs as it is drawn: let it be drawn.
  await drawn(page);
  const state = await page.evaluate((startUp) => {
    // index.html's own start-up script (allowed by its hash) is the one inline script expected.
    const inlineScripts = [...document.querySelectorAll("script:not([src])")].filter(
      (s) => s.textContent !== startUp,
    );
    return {
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
      injected:
        inlineScripts.length +
        document.querySelectorAll(
          'img[src="x"], svg[onload], [onerror], [onload], iframe, a[href^="javascript:"]',
        ).length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, HOME_BOOT_SCRIPT);
  expect(state.pwned, where).toBeNull();
  expect(state.injected, where).toBe(0);
  expect(state.overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(1);
  expect(dialogs, where).toEqual([]);
  expect(foreign, where).toEqual([]);
}

const bodyText = () => page.locator("body").innerText();

it("the attacker's profile and timeline show the payloads as text", async () => {
  await page.goto(`${server.url}/users/${ids.user}`);
  // The profile header shows first; the timeline's post and its comment follow.
  await page.getByText(SQL, { exact: false }).first().waitFor();
  await page.getByTestId("comment").first().waitFor();
  const text = await bodyText();
  expect(text).toContain(SCRIPT);
  expect(text).toContain(IMG);
  expect(text).toContain(`Mallory ${SVG}`);
  expect(text).toContain(LINK);
  expect(text).toContain(TEMPLATE);
  // The comment, shown under the post.
  expect(text).toContain(`${SVG} ${SCRIPT} ${SQL}`);
  await expectInert("profile");
});

it("people search lists the attacker by name, as text", async () => {
  await page.goto(`${server.url}/users/?term=Mallory`);
  await page.getByText("Mallory", { exact: false }).first().waitFor();
  expect(await bodyText()).toContain(SVG);
  await expectInert("people search");
});

it("the library's page and about show its fields as text", async () => {
  await page.goto(`${server.url}/libraries/${ids.library}/`);
  await page.getByText(SQL, { exact: false }).first().waitFor();
  await expectInert("library");
  await page.goto(`${server.url}/libraries/${ids.library}/about`);
  await page.getByText(TEMPLATE.split("\n")[0]!, { exact: false }).first().waitFor();
  const text = await bodyText();
  expect(text).toContain(SCRIPT);
  expect(text).toContain(SQL);
  await expectInert("library about");
});

it("course search with a payload term finds nothing and shows the term as text", async () => {
  await page.goto(`${server.url}/courses/?term=${encodeURIComponent(`${SCRIPT}${SQL}`)}`);
  await page.locator("h1").first().waitFor();
  // The search has answered: nothing matches, and the term is shown.
  await page.getByText("No courses match", { exact: false }).waitFor();
  await expectInert("course search");
});
