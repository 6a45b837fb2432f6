// Before any browser test: Chromium must be installed, and dist/ must hold a build of the current sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { CHROMIUM, DIST, ROOT } from "./paths";

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  const built = path.join(DIST, "sw.js");
  if (!existsSync(built) || !existsSync(path.join(DIST, "index.html"))) return true;
  const builtAt = statSync(built).mtimeMs;
  const inputs = ["src", "locales", "public"].map((d) => newestMtime(path.join(ROOT, d)));
  inputs.push(
    ...["index.html", "vite.config.ts", "package.json"].map(
      (f) => statSync(path.join(ROOT, f)).mtimeMs,
    ),
  );
  return Math.max(...inputs) > builtAt;
}

export default function setup(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM} — run: apt-get install -y chromium`);
  }
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(path.join(DIST, "index.html"))) return;
  if (!buildIsStale()) return;
  console.log("[e2e] building the app (vite build)…");
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build"],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("vite build failed; the end-to-end tests need dist/");
}
