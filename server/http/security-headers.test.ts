// Documents and API answers carry the security headers (scripts, stylesheets, fonts and pictures only nosniff); the
// page's only inline script is the start-up one the CSP allows by hash; API answers are never stored by a cache, and
// the built service worker caches only images, QR codes, fonts, the barcode reader and the desk's code.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { HOME_BOOT_SCRIPT } from "../../src/app/home-boot";
import { API_POLICY, HOME_BOOT_SCRIPT_SOURCE, isSubresource } from "./security-headers";

const url = inject("serverUrl");

describe("security headers", () => {
  it("are set on the page: the app's policy", async () => {
    const res = await fetch(`${url}/about`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("https://www.youtube-nocookie.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("are set on API answers: a policy that allows nothing", async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(API_POLICY);
    // The log's id of the request, for a report of what went wrong (a file's answer goes without it).
    expect(res.headers.get("x-request-id")).toMatch(/\S/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are set on unknown API paths, which answer JSON 404", async () => {
    const res = await fetch(`${url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

/** The headers every response carries, whatever it is. */
function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  // Scripts from the site, and the one inline start-up script by its hash: nothing else inline. WebAssembly
  // compiles (the barcode reader); JavaScript is never made from text.
  expect(csp, what).toContain(`script-src 'self' ${HOME_BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval';`);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(csp, what).toMatch(/base-uri 'self'/);
  expect(csp, what).not.toMatch(/'unsafe-eval'/);
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
}

const DIST = path.resolve("dist");
const built = existsSync(path.join(DIST, "index.html"));

describe("lean headers on what is never a document", () => {
  it("types: scripts, stylesheets, fonts, WebAssembly and raster pictures; never HTML, SVG or JSON", () => {
    for (const type of [
      "text/javascript; charset=utf-8",
      "application/javascript",
      "text/css; charset=utf-8",
      "font/woff2",
      "application/wasm",
      "image/png",
      "image/jpeg",
      "image/webp",
    ])
      expect(isSubresource(type), type).toBe(true);
    for (const type of [
      "text/html; charset=utf-8",
      "image/svg+xml",
      "application/json",
      "application/manifest+json",
      "text/plain",
      "text/cssx",
      null,
      "",
    ])
      expect(isSubresource(type), String(type)).toBe(false);
  });

  it.runIf(built)(
    "a hashed script or stylesheet carries nosniff and a year's caching, and no page policy",
    async () => {
      const html = await (await fetch(`${url}/`)).text();
      const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1]!,
      );
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) {
        const res = await fetch(`${url}${file}`, { headers: { "accept-encoding": "br" } });
        expect(res.status, file).toBe(200);
        expect(res.headers.get("x-content-type-options"), file).toBe("nosniff");
        expect(res.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
        for (const name of [
          "content-security-policy",
          "x-frame-options",
          "referrer-policy",
          "last-modified",
          "x-request-id",
        ])
          expect(res.headers.get(name), `${file} ${name}`).toBeNull();
      }
    },
  );
});

describe("security headers everywhere", () => {
  it("on the page and an asset-less route", async () => {
    for (const p of ["/", "/libraries/alokito"])
      expectSecurityHeaders(await fetch(`${url}${p}`), p);
  });

  it("on API answers (a 401, a 422, the OpenAPI document, a 404) a policy that allows nothing", async () => {
    for (const [p, init] of [
      ["/api/auth/me", {}],
      [
        "/api/auth/login",
        { method: "POST", body: "{}", headers: { "content-type": "application/json" } },
      ],
      ["/api/openapi.json", {}],
      ["/api/nope", {}],
    ] as const) {
      const res = await fetch(`${url}${p}`, init);
      expect(res.headers.get("content-type"), p).toMatch(/json/);
      expect(res.headers.get("content-security-policy"), p).toBe(API_POLICY);
      expect(API_POLICY).toMatch(/^default-src 'none'; frame-ancestors 'none'$/);
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("referrer-policy"), p).toBeNull();
    }
  });

  it.runIf(built)(
    "on the web app's manifest, data too: the policy that allows nothing",
    async () => {
      const res = await fetch(`${url}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      expect(res.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBeNull();
    },
  );

  it("API answers, signed in or not, are never stored by any cache", async () => {
    for (const p of ["/api/health", "/api/auth/me", "/api/courses", "/api/nope"]) {
      const res = await fetch(`${url}${p}`);
      expect(res.headers.get("cache-control"), p).toBe("no-store");
    }
  });

  it("allows exactly the start-up script's hash", () => {
    const hash = createHash("sha256").update(HOME_BOOT_SCRIPT).digest("base64");
    expect(HOME_BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it.runIf(built)(
    "the page's only inline script is the start-up one, and no event handler attribute",
    async () => {
      const res = await fetch(`${url}/`);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
      const inline = scripts.filter(([tag]) => !/\ssrc=/.test(tag!));
      expect(inline.map(([, body]) => body)).toEqual([HOME_BOOT_SCRIPT]);
      for (const [tag, body] of scripts.filter(([tag]) => /\ssrc=/.test(tag!))) {
        expect(tag).toMatch(/\ssrc="\/[^"]+"/);
        expect(body!.trim()).toBe("");
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );

  it.runIf(built)(
    "the service worker caches only images, QR codes, fonts, the barcode reader and the desk's code, never /api",
    () => {
      const sw = readFileSync(path.join(DIST, "sw.js"), "utf8");
      // The worker also names its databases and locks pathagar-…: only the caches' names count here.
      const caches = [...sw.matchAll(/cacheName:\s*["'`](pathagar-[a-z-]+)/g)]
        .map((m) => m[1])
        .sort();
      expect(caches).toEqual([
        "pathagar-fonts",
        "pathagar-help",
        "pathagar-qr-codes",
        "pathagar-scanner",
        "pathagar-uploads",
      ]);
      const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
      expect(precached).toContain("index.html");
      // A signed-in person's screens and the desk's code: caches named by role and by the build's list of
      // files (src/worker/roleFiles.ts).
      expect(sw).toContain("pathagar-");
      expect(sw).toContain("signed-in");
      expect(sw).toContain("staff");
      expect(precached.filter((u) => /^\/?(api|oauth|uploads)\//.test(u))).toEqual([]);
      // Navigations never answer /api or /oauth with the shell.
      expect(sw).toMatch(/\\\/api/);
    },
  );
});
