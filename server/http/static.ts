// Serves the built PWA: hashed assets cached for a year (and kept in memory, asset-cache.ts), a missing one a 404,
// index.html and sw.js never cached, no source maps, and every other navigation answered with index.html so
// client-side routes work on reload.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { assetCache } from "./asset-cache";

const NO_CACHE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";

export function mountStatic(app: Hono, staticDir: string): void {
  const indexPath = path.join(staticDir, "index.html");
  // Source maps are never served, even from a build that has them: they hold the app's source.
  app.use("*", async (c, next) => {
    if (/\.map$/i.test(c.req.path)) return c.text("Not found.", 404);
    return next();
  });
  app.use("/assets/*", assetCache(staticDir, IMMUTABLE));
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), staticDir) || ".",
      // The build writes .br/.gz beside text files; send those when the browser accepts them.
      precompressed: true,
      onFound: (filePath, c) => {
        const hashed = /[/\\]assets[/\\]/.test(filePath);
        c.header("Cache-Control", hashed ? IMMUTABLE : NO_CACHE);
      },
    }),
  );
  // A hashed file the build does not have (an old page asking for last version's chunk) is missing, never the app's
  // shell: a service worker or a browser would otherwise keep index.html as that script.
  app.all("/assets/*", (c) => c.text("Not found.", 404));
  app.get("*", (c) => {
    if (!existsSync(indexPath)) {
      return c.text("The app is not built yet: run `npm run build`.", 503);
    }
    c.header("Cache-Control", NO_CACHE);
    return c.html(readFileSync(indexPath, "utf8"));
  });
}
