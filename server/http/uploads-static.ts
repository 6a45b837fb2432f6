// Serves stored uploads under /uploads: images only, never sniffed, never listed; a year's immutable cache for
// uploads (every one gets a new name), a day for seed pictures. From the disk as files; from an object store
// streamed through (when S3_PUBLIC_URL is set, new pictures are linked there, but older links still work).
import path from "node:path";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "../context";
import { setAnswerHeader } from "./answer-headers";
import { cacheControlFor, pictureType, type UploadStore } from "../uploads/store";
import type { DiskStore } from "../uploads/disk-store";

/** No script, style or frame may run inside a picture (an SVG opened on its own). */
const PICTURE_CSP = "default-src 'none'; sandbox";

const keyOf = (c: Context) => c.req.path.replace(/^\/uploads\//, "");

export function mountUploads(app: Hono<AppEnv>, store: UploadStore): void {
  if (store.kind === "disk") mountFromDisk(app, store as DiskStore);
  else mountFromStore(app, store);
  app.all("/uploads/*", (c) => c.json({ message: "Not found." }, 404));
}

function mountFromDisk(app: Hono<AppEnv>, store: DiskStore): void {
  // On the answer serveStatic made: its onFound runs after the answer is built, too late for headers.
  app.use("/uploads/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      setAnswerHeader(c, "Cache-Control", cacheControlFor(keyOf(c)));
      setAnswerHeader(c, "Content-Security-Policy", PICTURE_CSP);
    }
  });
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), store.dir) || ".",
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
    }),
  );
}

function mountFromStore(app: Hono<AppEnv>, store: UploadStore): void {
  app.get("/uploads/*", async (c, next) => {
    const key = keyOf(c);
    // Only a picture's own name reaches the store: no listing, no other object of the bucket.
    if (!pictureType(key)) return next();
    const found = await store.get(key);
    if (!found) return next();
    const headers: Record<string, string> = {
      "Content-Type": found.contentType,
      "Cache-Control": cacheControlFor(key),
      "Content-Security-Policy": PICTURE_CSP,
    };
    if (found.size !== undefined) headers["Content-Length"] = String(found.size);
    if (c.req.method === "HEAD") {
      await found.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(found.body, 200, headers);
  });
}
