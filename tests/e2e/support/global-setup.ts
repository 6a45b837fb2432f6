// Before any browser test: Chromium must be installed, the tests get a private build of the app and of the
// server (other work in the same checkout may rebuild dist/ at any moment), and a database the server has
// migrated and seeded once, which each test's server starts from a copy of.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM, DIST, ROOT } from "./paths";
import { serverRenderDir } from "../../../src/prerender/server-render";
import { startServer } from "./server";
// @ts-expect-error -- a plain .mjs script of the build, without types
import { buildServer } from "../../../scripts/build-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built app the test servers serve. */
    staticDir: string;
    /** An embedded database as a fresh server leaves it (migrated and seeded), to copy. */
    seededDataDir: string;
    /** The compiled server's main.js, as `npm start` runs it. */
    serverEntry: string;
  }
}

function build(outDir: string): void {
  console.log(`[e2e] building the app into ${outDir}…`);
  const vite = path.join(ROOT, "node_modules/vite/bin/vite.js");
  const result = spawnSync(
    process.execPath,
    [vite, "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"],
    {
      cwd: ROOT,
      encoding: "utf8",
      // Vitest sets NODE_ENV=test, which would make a development build (no service worker).
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `vite build failed; the end-to-end tests need a build:\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/** Starts the server once on an empty folder (it migrates and seeds), then stops it cleanly. */
async function seed(staticDir: string, dataDir: string, serverEntry: string): Promise<void> {
  const server = await startServer({ staticDir, dataDir, serverEntry });
  await server.stop();
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM} — run: bash scripts/ensure-system-deps.sh (npm test does)`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pathagar-e2e-build-"));
  const staticDir = path.join(dir, "dist");
  // `npm test` has just built dist/; take a snapshot of it. Otherwise build the current sources.
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(path.join(DIST, "sw.js"))) {
    cpSync(DIST, staticDir, { recursive: true });
    // The server's render of a reader's home, built beside it.
    if (existsSync(serverRenderDir(DIST)))
      cpSync(serverRenderDir(DIST), serverRenderDir(staticDir), { recursive: true });
  } else {
    build(staticDir);
  }
  project.provide("staticDir", staticDir);
  // The compiled server starts with plain Node: compiling TypeScript at each of the ~40 starts cost about 3 s
  // of CPU apiece. Inside node_modules/.tmp, the bundle finds its packages as dist-server/ does.
  mkdirSync(path.join(ROOT, "node_modules/.tmp"), { recursive: true });
  const serverDir = mkdtempSync(path.join(ROOT, "node_modules/.tmp/e2e-server-"));
  await (buildServer as (dir: string) => Promise<void>)(serverDir);
  const serverEntry = path.join(serverDir, "main.js");
  project.provide("serverEntry", serverEntry);
  const seededDataDir = path.join(dir, "data");
  mkdirSync(seededDataDir);
  await seed(staticDir, seededDataDir, serverEntry);
  project.provide("seededDataDir", seededDataDir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
}
