// The built app's files are served, its source maps never (a build that has them still hides them).
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { existsSync } from "node:fs";
import { Hono } from "hono";
import { serverUrl } from "../test/http";
import { mountStatic } from "./static";

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe("static files", () => {
  it("answers 404 for a source map that is in the folder, and serves the script", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-static-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(path.join(dir, "sw.js"), "self.x=1;\n//# sourceMappingURL=sw.js.map");
    writeFileSync(path.join(dir, "sw.js.map"), '{"version":3,"sources":["../src/sw.ts"]}');
    const app = new Hono();
    mountStatic(app, dir);
    expect((await app.request("/sw.js")).status).toBe(200);
    for (const p of ["/sw.js.map", "/SW.JS.MAP", "/assets/index-abc.js.map", "/sw.js.map?x=1"]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain("sources");
    }
  });

  it("answers 404 for a hashed file the build does not have, and the shell for a route", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-static-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>app</title>");
    const app = new Hono();
    mountStatic(app, dir);
    for (const p of ["/assets/index-gone123.js", "/assets/nested/x.css"]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain("<title>app</title>");
    }
    const ranged = await app.request("/assets/index-gone123.js", {
      headers: { Range: "bytes=0-9" },
    });
    expect(ranged.status).toBe(404);
    const route = await app.request("/libraries/alokito");
    expect(route.status).toBe(200);
    expect(await route.text()).toContain("<title>app</title>");
  });

  const dist = path.resolve("dist");
  it.runIf(existsSync(path.join(dist, "index.html")))(
    "the build holds no source map and the server gives none",
    async () => {
      expect(filesUnder(dist).filter((f) => /\.map(\.(br|gz))?$/.test(f))).toEqual([]);
      const res = await fetch(`${serverUrl()}/sw.js.map`);
      expect(res.status).toBe(404);
    },
  );
});
