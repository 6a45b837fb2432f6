// The fault-injecting proxy itself: it forwards faithfully, injects each fault kind, and is repeatable.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChaosProxy, seededRandom } from "./support/chaos-proxy";

let origin: http.Server;
let target = "";
let hits = 0;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    hits++;
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      res.writeHead(201, { "content-type": "application/json", "x-origin": "yes" });
      res.end(JSON.stringify({ path: req.url, method: req.method, body }));
    });
  });
  await new Promise<void>((r) => origin.listen(0, "127.0.0.1", r));
  target = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => origin.close(() => r())));

async function attempt(url: string): Promise<number | "network"> {
  try {
    const res = await fetch(url, { method: "POST", body: "x" });
    await res.text();
    return res.status;
  } catch {
    return "network";
  }
}

describe("chaos proxy", () => {
  it("passes requests and answers through unchanged when no faults are set", async () => {
    const proxy = await startChaosProxy({ target });
    const res = await fetch(`${proxy.url}/api/echo?q=1`, { method: "PUT", body: "hello" });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-origin")).toBe("yes");
    expect(await res.json()).toEqual({ path: "/api/echo?q=1", method: "PUT", body: "hello" });
    await proxy.close();
  });

  it("drops after the server handled the request: the write happens, the client sees a network error", async () => {
    const proxy = await startChaosProxy({ target, faults: { dropAfter: 1 } });
    const before = hits;
    expect(await attempt(`${proxy.url}/api/posts`)).toBe("network");
    expect(hits).toBe(before + 1);
    await proxy.close();
  });

  it("drops and errors before the server never reach it", async () => {
    const drop = await startChaosProxy({ target, faults: { dropBefore: 1 } });
    const err = await startChaosProxy({ target, faults: { errorBefore: 1 } });
    const before = hits;
    expect(await attempt(`${drop.url}/api/posts`)).toBe("network");
    expect([500, 503]).toContain(await attempt(`${err.url}/api/posts`));
    expect(hits).toBe(before);
    await Promise.all([drop.close(), err.close()]);
  });

  it("answers 503 after forwarding when told to, and leaves non-API paths alone", async () => {
    const proxy = await startChaosProxy({ target, faults: { errorAfter: 1 } });
    const before = hits;
    expect(await attempt(`${proxy.url}/api/likes`)).toBe(503);
    expect(await attempt(`${proxy.url}/index.html`)).toBe(201);
    expect(hits).toBe(before + 2);
    expect(proxy.stats.errorAfter).toBe(1);
    expect(proxy.stats.passed).toBe(1);
    await proxy.close();
  });

  it("repeats the same faults for the same seed, and stops faulting when faults are cleared", async () => {
    const faults = {
      dropBefore: 0.2,
      errorBefore: 0.2,
      errorAfter: 0.1,
      delay: 0.3,
      maxDelayMs: 20,
    };
    const run = async () => {
      const proxy = await startChaosProxy({ target, seed: 42, faults });
      const outcomes = [];
      for (let i = 0; i < 30; i++) outcomes.push(await attempt(`${proxy.url}/api/x`));
      proxy.clearFaults();
      const after = await attempt(`${proxy.url}/api/x`);
      await proxy.close();
      return { outcomes, after };
    };
    const a = await run();
    const b = await run();
    expect(a.outcomes).toEqual(b.outcomes);
    expect(new Set(a.outcomes).size).toBeGreaterThan(2);
    expect(a.after).toBe(201);
  });

  it("has a repeatable random generator", () => {
    const x = seededRandom(7);
    const y = seededRandom(7);
    const xs = Array.from({ length: 5 }, x);
    expect(xs).toEqual(Array.from({ length: 5 }, y));
    expect(xs.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
