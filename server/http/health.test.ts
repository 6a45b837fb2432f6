// GET /healthz answers 200 while the database answers and 503 once it does not; the app's page gets an ETag
// and a 304, and files the build compressed ahead are sent as they are.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { startSmallServer, type SmallServer } from "../test/small-server";

let server: SmallServer;
beforeAll(async () => {
  server = await startSmallServer();
});
afterAll(() => server?.stop());

describe("GET /healthz", () => {
  it("is 200 while the database answers, 503 once it is gone", async () => {
    const up = await fetch(`${server.url}/healthz`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok" });
    expect(up.headers.get("cache-control")).toBe("no-store");
    // Many at once, as a balancer's probes and readers' requests meet.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/healthz`)),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));

    await server.database.close();
    const down = await fetch(`${server.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: "unavailable",
      message: "The database does not answer.",
    });
  });
});

describe("the app's page", () => {
  const index = `<!doctype html><html><head><title>Pathagar</title></head><body>${"<p>x</p>".repeat(300)}</body></html>`;

  it("has an ETag and answers 304 until index.html changes", async () => {
    writeFileSync(path.join(server.staticDir, "index.html"), index);
    const first = await fetch(`${server.url}/libraries/1`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(index);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/"[0-9a-f]{40}"$/);
    const again = await fetch(`${server.url}/users/7`, { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    writeFileSync(path.join(server.staticDir, "index.html"), index.replace("x", "y"));
    const changed = await fetch(`${server.url}/libraries/1`, {
      headers: { "if-none-match": tag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
  });

  it("sends a file compressed by the build as it is, with its long cache", async () => {
    const script = `console.log(${JSON.stringify("a".repeat(4000))});`;
    const packed = brotliCompressSync(script);
    mkdirSync(path.join(server.staticDir, "assets"), { recursive: true });
    writeFileSync(path.join(server.staticDir, "assets/app-1234.js"), script);
    writeFileSync(path.join(server.staticDir, "assets/app-1234.js.br"), packed);
    const { request } = await import("node:http");
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/assets/app-1234.js`,
          { headers: { "accept-encoding": "br" } },
          (res) => {
            const parts: Buffer[] = [];
            res.on("data", (part: Buffer) => parts.push(part));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(raw.body.equals(packed)).toBe(true);
    expect(raw.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
