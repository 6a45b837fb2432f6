// Hashed build files come from memory after their first read: the encoding the browser accepts, the year-long
// cache header, HEAD and Range as before; a name not built yet is looked for again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { mountStatic } from "./static";

const SCRIPT = `export const x = "${"pathagar ".repeat(300)}";`;

function builtApp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-assets-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>app</title>");
  const file = path.join(dir, "assets", "app-abc123.js");
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  const app = new Hono();
  mountStatic(app, dir);
  return { app, dir, file };
}

const get = (app: Hono, p: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(p, { method, headers });

describe("hashed assets from memory", () => {
  it("answers in the encoding asked for, for a year, and from memory once read", async () => {
    const { app, file } = builtApp();
    const br = await get(app, "/assets/app-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));

    const gzip = await get(app, "/assets/app-abc123.js", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");

    // Gone from the disk: the name's bytes are kept.
    rmSync(file);
    const plain = await get(app, "/assets/app-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Content-Length")).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("answers HEAD without a body, and leaves a Range request to the disk", async () => {
    const { app } = builtApp();
    const head = await get(app, "/assets/app-abc123.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await head.text()).toBe("");
    const range = await get(app, "/assets/app-abc123.js", { Range: "bytes=0-5" });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe(SCRIPT.slice(0, 6));
  });

  it("looks again for a name that was not built, and never leaves the assets folder", async () => {
    const { app, dir } = builtApp();
    const early = await get(app, "/assets/late-def456.js");
    expect(early.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    writeFileSync(path.join(dir, "assets", "late-def456.js"), "export {};");
    const late = await get(app, "/assets/late-def456.js");
    expect(late.headers.get("Cache-Control")).toContain("immutable");
    expect(await late.text()).toBe("export {};");
    for (const p of ["/assets/..", "/assets/%2e%2e/index.html", "/assets/.hidden"]) {
      const res = await get(app, p);
      expect(res.headers.get("Cache-Control") ?? "", p).not.toContain("immutable");
    }
  });
});
