// Unit tests (jsdom + fake-indexeddb) for the app, API tests over real HTTP for the server, and the build's and
// the test command's own scripts.
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { linguiBabel } from "./scripts/babel-inline-english.ts";

export default defineConfig({
  plugins: [react(), linguiBabel(), lingui()],
  test: {
    // Two files at a time on a 2-core machine (vitest's default is one fewer than the cores): a file spends
    // most of its time setting up jsdom and importing, and the server's files wait on processes and disks.
    // 478 s → 317 s for the whole run on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          globals: true,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
          // Files share a worker's jsdom window and loaded libraries instead of starting a process each: the
          // setup file gives every file a fresh page, IndexedDB, language and app modules (vi.resetModules).
          // CPU (user+sys) of `vitest run --project web`, 157 files: 643 s → 89 s (wall 24:54 → 2:41 on a
          // loaded 2-core machine); green with files shuffled too.
          isolate: false,
          // Above src/test/setup.ts's wait for a state (15 s), so a missed state fails as that wait.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          globals: true,
          include: ["server/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          // Its files talk to the one server over HTTP, or start their own: they share a worker and its
          // loaded modules. CPU (user+sys) of `vitest run --project server`: 418 s → 272 s (wall 5:56 →
          // 2:29); green with files shuffled too.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "scripts",
          environment: "node",
          globals: true,
          include: ["scripts/**/*.test.ts"],
          // A build of the server's render takes a few seconds, more on a busy machine.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
