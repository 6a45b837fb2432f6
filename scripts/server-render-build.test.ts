// The server's render builds as production code and renders the landing whatever NODE_ENV the app's build runs
// under (`NODE_ENV=development npm start` once failed here).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildServerRender, renderLanding } from "./server-render-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
let dir: string;
let nodeEnv: string | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pathagar-render-"));
  nodeEnv = process.env.NODE_ENV;
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(dir, { recursive: true, force: true });
});

it("renders the landing when the build runs under NODE_ENV=development", async () => {
  process.env.NODE_ENV = "development";
  const ssrDir = path.join(dir, "dist-ssr");
  await buildServerRender(ROOT, ssrDir);
  const markup = await renderLanding(ssrDir);
  expect(markup).toMatch(/<h1[^>]*>[^<]+/);
  // Links the router rendered on the server (a browser router would have failed before rendering any).
  expect(markup).toContain('href="/login"');
});
