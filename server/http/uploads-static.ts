// Serves stored uploads under /uploads: images only, immutable (every upload gets a new name), never sniffed.
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";

export function mountUploads(app: Hono<AppEnv>, uploadsDir: string): void {
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), uploadsDir) || ".",
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_filePath, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("Content-Security-Policy", "default-src 'none'; sandbox");
      },
    }),
  );
  app.all("/uploads/*", (c) => c.json({ message: "Not found." }, 404));
}
