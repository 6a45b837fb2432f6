// The test command's set-up installs Chromium when it is missing and nothing when it is there (dry run: the
// commands it would run are printed, nothing is installed).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const SCRIPT = path.resolve(import.meta.dirname, "ensure-system-deps.sh");

const run = (chromium: string) =>
  spawnSync("bash", [SCRIPT], {
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: chromium, ENSURE_DEPS_DRY_RUN: "1" },
  });

it("installs Chromium with apt-get when the browser is missing, saying so", () => {
  const result = run("/nonexistent/chromium");
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/installing chromium\b/);
  expect(result.stdout).toMatch(/would run: .*apt-get update/);
  expect(result.stdout).toMatch(/would run: .*apt-get install .*\bchromium\b/);
});

it("installs no browser when it is there", () => {
  // Any executable stands in for the browser.
  const result = run(process.execPath);
  expect(result.status).toBe(0);
  expect(result.stdout).not.toMatch(/apt-get install .*\bchromium\b/);
});
