// Every response carries the security headers, API answers included.
import { describe, expect, inject, it } from "vitest";

const url = inject("serverUrl");

describe("security headers", () => {
  it("are set on API answers", async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("https://www.youtube-nocookie.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("are set on unknown API paths, which answer JSON 404", async () => {
    const res = await fetch(`${url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
