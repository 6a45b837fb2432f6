// The harness itself: the server launcher starts and stops a real server on a free port, and
// loginAs stores exactly what the app reads (token and user) in the app's origin, with the home page's cookie.
import http from "node:http";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  withoutServiceWorkers,
} from "./support";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

describe("startServer", () => {
  it("serves the app on a free 127.0.0.1 port and cleans up when stopped", async () => {
    const server = await startServer();
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.url).not.toMatch(/:8080$/);
      const res = await fetch(`${server.url}/about`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    expect(existsSync(server.dataDir)).toBe(false);
  });
});

describe("loginAs", () => {
  const user = { id: 7, first_name: "Karima", surname: "Begum", username: "+8801711000002" };
  let api: http.Server;
  let url = "";
  let browser: BrowserSession;
  const seen: Array<{ path: string; body?: unknown; auth?: string }> = [];

  beforeAll(async () => {
    // A stand-in for the two auth calls, answering as SPEC §7 describes.
    api = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        const path = req.url ?? "/";
        seen.push({
          path,
          body: raw ? JSON.parse(raw) : undefined,
          auth: req.headers.authorization,
        });
        res.setHeader("content-type", "application/json");
        if (path === "/api/auth/login" && req.method === "POST") {
          const { password } = JSON.parse(raw) as { password: string };
          if (password !== "pathagar-demo") {
            res.statusCode = 401;
            res.end(JSON.stringify({ message: "Unauthenticated." }));
            return;
          }
          res.end(JSON.stringify({ data: { token: "tok-123" } }));
        } else if (path === "/api/auth/me") {
          res.end(JSON.stringify({ data: { attributes: user } }));
        } else if (path === "/api/auth/home-session" && req.method === "PUT") {
          const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
          res.setHeader("set-cookie", `pathagar_home=${token}; Path=/; HttpOnly; SameSite=Strict`);
          res.end(JSON.stringify({ message: "The home page knows who is signed in." }));
        } else {
          res.setHeader("content-type", "text/plain");
          res.end("User-agent: *\n");
        }
      });
    });
    await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.dispose();
    await new Promise<void>((r) => api.close(() => r()));
  });

  it("puts the token and the user from /api/auth/me into localStorage", async () => {
    const { page } = browser;
    const session = await loginAs(page, "+8801711000002", "pathagar-demo", url);
    expect(session).toEqual({ token: "tok-123", user });
    expect(seen[0]).toMatchObject({
      path: "/api/auth/login",
      body: { username: "+8801711000002", password: "pathagar-demo" },
    });
    expect(seen[1]).toMatchObject({ path: "/api/auth/me", auth: "Bearer tok-123" });
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      user: JSON.parse(localStorage.getItem("user") ?? "null") as unknown,
      homeSession: localStorage.getItem("home_session"),
    }));
    expect(stored).toEqual({ token: "tok-123", user, homeSession: "tok-123" });
    expect(seen.find((s) => s.path === "/api/auth/home-session")).toMatchObject({
      auth: "Bearer tok-123",
    });
    const cookies = await page.context().cookies(url);
    expect(cookies.find((c) => c.name === "pathagar_home")).toMatchObject({
      value: "tok-123",
      httpOnly: true,
      sameSite: "Strict",
    });
  });

  it("fails with the server's answer when the login is refused", async () => {
    await expect(loginAs(browser.page, "+8801711000002", "wrong", url)).rejects.toThrow(
      /login as \+8801711000002 failed: HTTP 401/,
    );
  });
});
