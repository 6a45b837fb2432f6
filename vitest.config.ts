// Unit tests (jsdom + fake-indexeddb) for the app, API tests over real HTTP for the server, and the build's and
// the test command's own scripts.
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";

export default defineConfig({
  plugins: [react(), babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          globals: true,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
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
