// End-to-end tests: real Chromium (playwright-core driving /usr/bin/chromium) against the real server.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    setupFiles: ["tests/e2e/support/report-failures.ts"],
    // Each file starts its own server and browser; two at a time fit on a 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker keeps its loaded modules from file to file (Playwright among them) instead of importing them again
    // for each: set-up 15 s → 4.7 s over eight small files. Each file still gets its own server and browser
    // (report-failures.ts closes the browser after it).
    isolate: false,
    testTimeout: 120_000,
    // A poll waits for a state, not for a time: it may take as long as the test allows (vitest's own default
    // is 1 s, which a busy 2-core machine misses while nothing is wrong).
    expect: { poll: { timeout: 110_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    retry: 0,
    reporters: ["default"],
  },
});
