// Contract tests for GET / with the home page's cookie: a server of its own, serving a built app whose feed
// render is a stand-in that echoes what the server gave it (the real render is tested in the browser).
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../start";
import { DEMO_PASSWORD, KARIMA, RAHIM } from "../test/http";
import {
  FEED_RENDER_FILE,
  FEED_STYLES_FILE,
  serverRenderDir,
} from "../../src/prerender/server-render";
import { pageWithPicture } from "./home-page";
import { SHELL_REQUEST_HEADER } from "../../src/session/session-keys";

const INDEX = `<!doctype html><html lang="en"><head><title>Pathagar</title></head><body><div id="root"></div></body></html>`;

/** The build's render, standing in: the reader, the language, the feed's first post, and the stand-ins. */
const RENDER = `export async function renderFeedPicture({ me, feed, lang }) {
  if (feed.data[0].attributes.body === "render fails") throw new Error("render failed");
  const standIns = typeof localStorage === "object" && typeof window === "object";
  return {
    userId: me.data.attributes.id,
    html: '<p class="stub">' + lang + " " + feed.data[0].id + " " + standIns + "</p>",
  };
}`;

let server: RunningServer;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "pathagar-home-"));
  const staticDir = path.join(root, "dist");
  mkdirSync(staticDir);
  mkdirSync(serverRenderDir(staticDir));
  writeFileSync(path.join(staticDir, "index.html"), INDEX);
  writeFileSync(path.join(serverRenderDir(staticDir), FEED_RENDER_FILE), RENDER);
  writeFileSync(path.join(serverRenderDir(staticDir), FEED_STYLES_FILE), ".stub{color:red}");
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: "memory://",
    otcDevCode: "123456",
    staticDir,
  });
}, 60_000);

afterAll(() => server?.close());

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function api(pathname: string, token: string, method = "GET"): Promise<Response> {
  return fetch(server.url + pathname, { method, headers: { authorization: `Bearer ${token}` } });
}

const home = (cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe("GET / with the home page's cookie", () => {
  it("is index.html as built without the cookie", async () => {
    const res = await home();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it("puts the reader's feed, rendered from the API's answers, in the page, for nobody else to keep", async () => {
    const token = await signIn(RAHIM);
    const me = (await (await api("/api/auth/me", token)).json()) as {
      data: { attributes: { id: number } };
    };
    const feed = (await (await api("/api/posts?page=1", token)).json()) as {
      data: { id: number }[];
    };
    const res = await home(`pathagar_home=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toContain("Cookie");
    const html = await res.text();
    const id = me.data.attributes.id;
    expect(html).toContain(`<html data-server-picture="${id}:en" lang="en">`);
    expect(html).toContain(
      `<div id="server-picture" data-snapshot data-server lang="en" aria-hidden="true" inert><p class="stub">en ${feed.data[0]!.id} true</p></div></body>`,
    );
    expect(html).toContain(
      '<style>.stub{color:red}</style><link rel="expect" href="#server-picture" blocking="render"></head>',
    );
  });

  it("writes it in the language of the language cookie, and compressed when the browser takes Brotli", async () => {
    const token = await signIn(KARIMA);
    const res = await home(`pathagar_home=${token}; pathagar_lang=bn`, { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    // fetch undoes the Brotli (it fails on a body that is not).
    const html = await res.text();
    expect(html).toMatch(/<html data-server-picture="\d+:bn" lang="en">/);
    expect(html).toContain('lang="bn" aria-hidden="true" inert><p class="stub">bn ');
  });

  it("is index.html, and the cookie expired, once the token is revoked", async () => {
    const token = await signIn(KARIMA);
    expect((await api("/api/auth/logout", token, "POST")).status).toBe(200);
    const res = await home(`pathagar_home=${token}`);
    expect(await res.text()).toBe(INDEX);
    const expired = res.headers.getSetCookie().find((line) => line.startsWith("pathagar_home="));
    expect(expired).toMatch(/Max-Age=0/);
  });

  it("is index.html where the device keeps its own picture of the reader's feed in that language", async () => {
    const token = await signIn(RAHIM);
    const me = (await (await api("/api/auth/me", token)).json()) as {
      data: { attributes: { id: number } };
    };
    const id = me.data.attributes.id;
    const own = await home(`pathagar_home=${token}; pathagar_picture=${id}:en`);
    expect(await own.text()).toBe(INDEX);
    // Kept in another language: the server's picture.
    const other = await home(`pathagar_home=${token}; pathagar_picture=${id}:bn`);
    expect(await other.text()).toContain(`data-server-picture="${id}:en"`);
  });

  it("is index.html, revalidated with its ETag, when the service worker asks for the shell", async () => {
    const token = await signIn(RAHIM);
    const shell = await home(`pathagar_home=${token}`, { [SHELL_REQUEST_HEADER]: "1" });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(INDEX);
    const etag = shell.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    // The page a guest's browser already holds: a 304, nothing sent again.
    const again = await home(`pathagar_home=${token}`, {
      [SHELL_REQUEST_HEADER]: "1",
      "if-none-match": etag!,
    });
    expect(again.status).toBe(304);
  });

  it("is index.html for a cookie that is no token", async () => {
    const res = await home("pathagar_home=not-a-token-of-anyone-at-all");
    expect(await res.text()).toBe(INDEX);
  });

  it("is index.html when the render fails", async () => {
    const token = await signIn(RAHIM);
    const me = (await (await api("/api/auth/me", token)).json()) as {
      data: { attributes: { id: number } };
    };
    const posted = await fetch(`${server.url}/api/users/${me.data.attributes.id}/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ body: "render fails" }),
    });
    expect(posted.status).toBeLessThan(300);
    const res = await home(`pathagar_home=${token}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });
});

describe("pageWithPicture", () => {
  it("keeps the styles inside their element", () => {
    const page = pageWithPicture(INDEX, { userId: 3, html: "<p>x</p>" }, "en", "a{}</style><b>");
    expect(page).toContain("<style>a{}<\\/style><b></style><link rel=");
  });
});
