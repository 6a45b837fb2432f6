// QR code SVG for each library at /qr-codes/library_qr_codes/lib_qr_{id}.svg.
import { createHash } from "node:crypto";
import { Hono } from "hono";
import QRCode from "qrcode";
import type { ServerConfig } from "../config";
import type { AppEnv } from "../context";
import { libraryName } from "../domain/libraries";
import { noneMatch } from "../http/etags";

export const qrRoutes = new Hono<AppEnv>();

const FILE = /^lib_qr_(\d{1,10})\.svg$/;

/**
 * The address the code points to: PUBLIC_URL when set, else the request's own origin (its Host).
 * Forwarded headers are never read: any caller can send them, and a shared cache would keep the
 * code they chose for everyone. Undefined for a Host that is not a host name or address.
 */
export function publicOrigin(
  config: Pick<ServerConfig, "publicUrl">,
  requestUrl: string,
): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  const url = new URL(requestUrl);
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(url.host)
    ? url.origin
    : undefined;
}

/** A renamed library gets a new code: a day, then the ETag; a Host-drawn code stays private. */
export function qrCacheHeaders(config: Pick<ServerConfig, "publicUrl">): Record<string, string> {
  return config.publicUrl
    ? { "Cache-Control": "public, max-age=86400" }
    : { "Cache-Control": "private, max-age=86400", Vary: "Host" };
}

qrRoutes.get("/qr-codes/library_qr_codes/:file", async (c) => {
  const match = FILE.exec(c.req.param("file"));
  const id = match ? Number(match[1]) : 0;
  const name = id >= 1 && id <= 2_147_483_647 ? await libraryName(c.var.deps.db, id) : undefined;
  if (name === undefined) return c.json({ message: "QR code not found." }, 404);
  const { config } = c.var.deps;
  const origin = publicOrigin(config, c.req.url);
  if (!origin) return c.json({ message: "Bad Host header." }, 400);
  const target = `${origin}/${encodeURIComponent(name)}`;
  const svg = await QRCode.toString(target, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"`;
  c.header("ETag", etag);
  for (const [name, value] of Object.entries(qrCacheHeaders(config))) c.header(name, value);
  c.header("X-Content-Type-Options", "nosniff");
  if (noneMatch(c.req.header("if-none-match"), etag)) return c.body(null, 304);
  return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
});
