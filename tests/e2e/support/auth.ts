// Signs a test user in the way the app does: a token from /api/auth/login and the profile from
// /api/auth/me, stored in localStorage (`token`, `user`) before the app loads, and the home page's
// session cookie set from the page (as the app sets it after a sign-in).
import type { Page } from "playwright-core";
import { HOME_SESSION_COOKIE } from "../../../server/http/home-session";
import { HOME_SESSION_KEY } from "../../../src/session/session-keys";
import { lastServerUrl } from "./server";
import { STATE_WAIT_MS } from "./browser";

interface Me {
  data?: { attributes?: Record<string, unknown> };
}

export async function apiLogin(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!res.ok || !token) {
    throw new Error(`login as ${username} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return token;
}

export async function fetchMe(baseUrl: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  const body = (await res.json().catch(() => ({}))) as Me;
  if (!res.ok || !body.data?.attributes) {
    throw new Error(`GET /api/auth/me failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data.attributes;
}

/** The origin the page is on, when it is on the test server (not about:blank). */
function pageOrigin(page: Page): string | undefined {
  const url = page.url();
  return url.startsWith("http") ? new URL(url).origin : undefined;
}

/** Waits until the browser holds the home page's cookie for `token` on `baseUrl`. */
async function waitForHomeCookie(page: Page, baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + STATE_WAIT_MS;
  for (;;) {
    const cookies = await page.context().cookies(baseUrl);
    if (cookies.some((c) => c.name === HOME_SESSION_COOKIE && c.value === token)) return;
    if (Date.now() > deadline) throw new Error(`loginAs: no ${HOME_SESSION_COOKIE} cookie`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Logs `username` in and stores the session in the app's origin, with the home page's cookie (the
 * browser holds it before this returns). `baseUrl` defaults to the page's origin, else the server
 * started last. The page is left on a plain static file of the server; navigate to the screen under
 * test next.
 */
export async function loginAs(
  page: Page,
  username: string,
  password: string,
  baseUrl: string | undefined = pageOrigin(page) ?? lastServerUrl(),
): Promise<{ token: string; user: Record<string, unknown> }> {
  if (!baseUrl) throw new Error("loginAs: start a server first or pass its URL");
  const token = await apiLogin(baseUrl, username, password);
  const user = await fetchMe(baseUrl, token);
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  // The cookie the app would set at its start, set from the page so the browser keeps it; the app then
  // finds it done for this token and sends nothing.
  const status = await page.evaluate(
    async ([t, key]) => {
      const res = await fetch("/api/auth/home-session", {
        method: "PUT",
        headers: { authorization: `Bearer ${t}`, accept: "application/json" },
        credentials: "same-origin",
      });
      if (res.ok) localStorage.setItem(key, t);
      return res.status;
    },
    [token, HOME_SESSION_KEY] as const,
  );
  if (status !== 200) throw new Error(`PUT /api/auth/home-session failed: HTTP ${status}`);
  await waitForHomeCookie(page, baseUrl, token);
  return { token, user };
}

/** The demo readers the server seeds (README lists them). */
export const DEMO = {
  rahim: { username: "+8801711000001", password: "pathagar-demo" },
  karima: { username: "+8801711000002", password: "pathagar-demo" },
} as const;
