// QR code SVG for each library at /qr-codes/library_qr_codes/lib_qr_{id}.svg.
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { AppContext, AppEnv } from "../context";
import { libraries } from "../db/schema";

export const qrRoutes = new Hono<AppEnv>();

const FILE = /^lib_qr_(\d{1,10})\.svg$/;

/** The site's public origin: the forwarded one behind a proxy, else the request's own. */
function publicOrigin(c: AppContext): string {
  const url = new URL(c.req.url);
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
  const okProto = proto === "http" || proto === "https" ? proto : url.protocol.replace(":", "");
  const okHost = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${okProto}://${okHost}`;
}

qrRoutes.get("/qr-codes/library_qr_codes/:file", async (c) => {
  const match = FILE.exec(c.req.param("file"));
  const id = match ? Number(match[1]) : 0;
  const [library] =
    id >= 1 && id <= 2_147_483_647
      ? await c.var.deps.db
          .select({ name: libraries.name })
          .from(libraries)
          .where(eq(libraries.id, id))
          .limit(1)
      : [];
  if (!library) return c.json({ message: "QR code not found." }, 404);
  const target = `${publicOrigin(c)}/${encodeURIComponent(library.name)}`;
  const svg = await QRCode.toString(target, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"`;
  c.header("ETag", etag);
  // A renamed library gets a new code: cache for a day, then check the ETag.
  c.header("Cache-Control", "public, max-age=86400");
  c.header("X-Content-Type-Options", "nosniff");
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
});
