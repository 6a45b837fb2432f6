// Test helper: a scripted fake of the server behind the real API client and the /oauth/token fetch.
import { vi } from "vitest";
import { configureApi } from "../../api/client";

export interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Reply = (seen: Seen) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const demoUser = {
  id: 7,
  first_name: "Rahim",
  surname: "Uddin",
  nickname: null,
  photo_url: null,
  username: "+8801711000001",
  mobile: "+8801711000001",
  email: "rahim@example.com",
  dob: "1990-01-02",
  gender: "m" as const,
  cover_photo_url: null,
  total_followers: 3,
  total_followings: 4,
  created_at: "2026-01-01T00:00:00.000Z",
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) return request.json();
  if (type.includes("multipart/form-data")) return Object.fromEntries(await request.formData());
  const text = await request.text();
  return text || null;
}

/**
 * Answers requests from `routes` ("POST /api/auth/login" → reply); anything else is a 404.
 * Returns the log of requests seen. Restores nothing itself: call `resetFakeApi()` after each test.
 */
export function fakeAuthApi(routes: Record<string, Reply>): Seen[] {
  const seen: Seen[] = [];
  const handle = async (request: Request) => {
    const url = new URL(request.url);
    const entry: Seen = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: await readBody(request),
    };
    seen.push(entry);
    const reply = routes[`${request.method} ${url.pathname}`];
    return reply ? reply(entry) : json(404, { message: "Not Found" });
  };
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return handle(input);
    return handle(new Request(new URL(String(input), "http://api.test"), init));
  }) as typeof fetch;
  configureApi({ prefixUrl: "http://api.test/api", timeoutMs: 1_000, fetch: fetchFake });
  vi.stubGlobal("fetch", fetchFake);
  return seen;
}

export function resetFakeApi(): void {
  configureApi({ prefixUrl: "/api", timeoutMs: 20_000, fetch: undefined });
  vi.unstubAllGlobals();
}

/** The usual happy answers: token grant, me, logout. */
export const okAuth = (token = "tok-1"): Record<string, Reply> => ({
  "POST /oauth/token": () =>
    json(200, { token_type: "Bearer", expires_in: 3600, access_token: token }),
  "GET /api/auth/me": () => json(200, { data: { id: demoUser.id, attributes: demoUser } }),
  "POST /api/auth/logout": () => json(200, { message: "Logged out." }),
});
