// ETag / 304 where it is cheap: API reads (a hash of the JSON already in memory) and the app's page
// (index.html, with or without a reader's feed in it). Assets need none: their names change with their content.
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { createHash } from "node:crypto";

/** SHA-1 through node:crypto: synchronous, and a fraction of WebCrypto's cost per call on small bodies. */
function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash("sha1").update(body).digest();
  return digest.buffer.slice(
    digest.byteOffset,
    digest.byteOffset + digest.byteLength,
  ) as ArrayBuffer;
}

// Answers that carry their own ETag (the page cache's) are not hashed again.
const tag = etag({ generateDigest: sha1 });

/** A navigation to the app (a path whose last part has no file extension) or index.html itself. */
const isPage = (path: string) => path.endsWith("/index.html") || !/\.[^/]*$/.test(path);

export const etagApiReads: MiddlewareHandler = (c, next) =>
  c.req.method === "GET" ? tag(c, next) : next();

export const etagPages: MiddlewareHandler = (c, next) =>
  c.req.method === "GET" && isPage(c.req.path) && !/^\/(api|oauth|uploads)\//.test(c.req.path)
    ? tag(c, next)
    : next();

/**
 * Whether an If-None-Match header names `etag`, compared weakly (RFC 9110): compressed answers carry the
 * weak form `W/"…"` of a strong tag, and a browser sends back whichever it was given.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}
