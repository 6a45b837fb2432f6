// Contract tests for /api/auth/home-session: the home page's cookie is set from the bearer token, expired at
// logout and on request, and never accepted by the API as credentials.
import { describe, expect, it } from "vitest";
import { LANG_COOKIE } from "../../src/i18n/locales";
import { HOME_LANG_COOKIE } from "../http/home-session";
import { call, DEMO_PASSWORD, KARIMA, login, RAHIM } from "../test/http";

/** A token of its own (logout revokes it, so the file's cached one is left alone). */
async function freshToken(username = KARIMA): Promise<string> {
  const res = await call("/api/auth/login", { json: { username, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

/** The Set-Cookie line for `pathagar_home`, split into its value and attributes (lower-cased names). */
function homeCookie(headers: Headers): { value: string; attrs: Map<string, string> } {
  const line = headers.getSetCookie().find((c) => c.startsWith("pathagar_home="));
  expect(line, "a Set-Cookie for pathagar_home").toBeDefined();
  const [pair, ...rest] = line!.split(";").map((part) => part.trim());
  const attrs = new Map(
    rest.map((part) => {
      const [name, ...value] = part.split("=");
      return [name!.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { value: pair!.slice("pathagar_home=".length), attrs };
}

describe("PUT /api/auth/home-session", () => {
  it("sets an HttpOnly, SameSite=Strict cookie holding the token for the token's remaining life", async () => {
    const token = await login(RAHIM);
    const res = await call("/api/auth/home-session", { method: "PUT", token });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe("string");
    const { value, attrs } = homeCookie(res.headers);
    expect(value).toBe(token);
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")).toBe("Strict");
    expect(attrs.has("secure")).toBe(false);
    const maxAge = Number(attrs.get("max-age"));
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 600);
  });

  it("marks the cookie Secure when a proxy in front says the request came over https", async () => {
    const token = await login(RAHIM);
    const res = await call("/api/auth/home-session", {
      method: "PUT",
      token,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(homeCookie(res.headers).attrs.has("secure")).toBe(true);
  });

  it("answers 401 without a bearer token, and sets no cookie", async () => {
    const res = await call("/api/auth/home-session", { method: "PUT" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Unauthenticated.");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("sets the cookie again on a retry with the same Idempotency-Key (the answer is not stored)", async () => {
    const token = await login(RAHIM);
    for (let i = 0; i < 2; i++) {
      const res = await call("/api/auth/home-session", {
        method: "PUT",
        token,
        headers: { "idempotency-key": "home-session-retry" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("idempotent-replayed")).toBeNull();
      expect(homeCookie(res.headers).value).toBe(token);
    }
  });

  it("is not renewed by the cookie alone", async () => {
    const token = await login(RAHIM);
    const res = await call("/api/auth/home-session", {
      method: "PUT",
      headers: { cookie: `pathagar_home=${token}` },
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("the cookie is not a credential for the API", () => {
  it("GET /api/auth/me with only the cookie of a valid token is 401", async () => {
    const token = await login(RAHIM);
    expect((await call("/api/auth/me", { token })).status).toBe(200);
    const res = await call("/api/auth/me", { headers: { cookie: `pathagar_home=${token}` } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Unauthenticated.");
  });

  it("a write with only the cookie is 401 and changes nothing", async () => {
    const token = await login(RAHIM);
    const me = await call("/api/auth/me", { token });
    const res = await call(`/api/users/${me.body.data.attributes.id}/posts`, {
      headers: { cookie: `pathagar_home=${token}` },
      json: { title: "Forged", body: "Sent with the cookie only" },
    });
    expect(res.status).toBe(401);
  });
});

describe("expiring the cookie", () => {
  it("logout expires it", async () => {
    const token = await freshToken();
    await call("/api/auth/home-session", { method: "PUT", token });
    const res = await call("/api/auth/logout", { method: "POST", token });
    expect(res.status).toBe(200);
    const { value, attrs } = homeCookie(res.headers);
    expect(value).toBe("");
    expect(attrs.get("max-age")).toBe("0");
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")).toBe("Strict");
  });

  it("DELETE expires it, with or without a token", async () => {
    for (const token of [null, await login(RAHIM)]) {
      const res = await call("/api/auth/home-session", {
        method: "DELETE",
        token,
        headers: { cookie: "pathagar_home=whatever-it-was-before" },
      });
      expect(res.status).toBe(200);
      const { value, attrs } = homeCookie(res.headers);
      expect(value).toBe("");
      expect(attrs.get("max-age")).toBe("0");
      expect(attrs.get("path")).toBe("/");
    }
    // Expiring the cookie ends no session.
    expect((await call("/api/auth/me", { token: await login(RAHIM) })).status).toBe(200);
  });
});

describe("the language cookie", () => {
  it("has the name the app writes it under", () => {
    expect(LANG_COOKIE).toBe(HOME_LANG_COOKIE);
  });
});
