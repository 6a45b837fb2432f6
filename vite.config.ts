// Vite build of the PWA: file-based routes with code splitting, the Lingui macro, and the service worker.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaManifest } from "./src/app/pwa-manifest.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: pwaManifest,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2,ico,webmanifest}"],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: "es2022", sourcemap: true },
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": apiTarget,
      "/oauth": apiTarget,
      "/qr-codes": apiTarget,
      "/uploads": apiTarget,
    },
  },
});
