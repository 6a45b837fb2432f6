// Compresses text answers (JSON, HTML, SVG, scripts) with Brotli or gzip, as the client's Accept-Encoding
// prefers, through Node's own zlib. Hono's compress middleware would do gzip only: the CompressionStream it
// uses has no Brotli on Node 20, and Brotli makes a catalogue page set a fifth smaller again than gzip.
// Files the build compressed ahead (.br/.gz beside them) arrive here already encoded and pass as they are.
import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

export type Encoding = "br" | "gzip";

/** Below this many bytes the headers and the work cost more than they save. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/i;

/** The encoding to use for an Accept-Encoding header: Brotli before gzip, none refused with q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wanted = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wanted("br")) return "br";
  if (wanted("gzip")) return "gzip";
  return null;
}

/**
 * A streamed list (a library's copies for a first mirror, read once per device) is worth Brotli's quality 9:
 * Alokito's 3,000 copies 95.4 → 88.9 KiB for 35 → 184 ms (quality 7: 90.9 in 65 ms; 10: 84.5 in 0.75 s; 11:
 * 78.3 in 2.3 s, too long to keep a device waiting).
 */
const STREAMED_QUALITY = 9;

function encoder(encoding: Encoding, size: number | undefined, quality = 5) {
  if (encoding === "gzip") return createGzip({ level: 6 });
  // Quality 5: most of Brotli's gain at a few milliseconds per hundred kilobytes (11 takes far longer).
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(size ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
    },
  });
}

export function addVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    headers.set("Vary", `${vary}, Accept-Encoding`);
  }
}

/** The whole body, compressed in one go (JSON answers are built in memory, and small ones are left plain). */
export function compressWhole(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const zip = encoder(encoding, body.byteLength);
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.on("data", (part: Buffer) => parts.push(part));
    zip.on("end", () => resolve(Buffer.concat(parts)));
    zip.on("error", reject);
    zip.end(body);
  });
}

/**
 * Puts `res` in place of the answer as it is: Hono's setter would copy the old answer's headers over the new
 * one's (its Content-Length and strong ETag over the compressed ones), so the old one goes first.
 */
function replaceAnswer(c: Context<AppEnv>, res: Response): void {
  c.res = undefined;
  c.res = res;
}

export const compress: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  if (!res.body || c.req.method === "HEAD" || !COMPRESSIBLE.test(type)) return;
  // Either way the answer depends on Accept-Encoding: caches must keep one per encoding.
  addVary(res.headers);
  if (res.headers.has("Content-Encoding")) return;
  if (/\bno-transform\b/i.test(res.headers.get("Cache-Control") ?? "")) return;
  const length = res.headers.get("Content-Length");
  const size = length === null ? undefined : Number(length);
  if (size !== undefined && size < MIN_COMPRESS_BYTES) return;
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", encoding);
  // The bytes differ from the plain answer's: a strong validator would claim they are the same.
  const tag = headers.get("ETag");
  if (tag && !tag.startsWith("W/")) headers.set("ETag", `W/${tag}`);
  const init = { status: res.status, statusText: res.statusText, headers };
  if (/json/i.test(type) && size === undefined && !c.get("streamed")) {
    const plain = Buffer.from(await res.arrayBuffer());
    if (plain.byteLength < MIN_COMPRESS_BYTES) {
      replaceAnswer(c, new Response(new Uint8Array(plain), { ...init, headers: res.headers }));
      return;
    }
    const packed = await compressWhole(plain, encoding);
    headers.set("Content-Length", String(packed.byteLength));
    replaceAnswer(c, new Response(new Uint8Array(packed), init));
    return;
  }
  headers.delete("Content-Length");
  const quality = c.get("streamed") ? STREAMED_QUALITY : undefined;
  const stream = Duplex.toWeb(encoder(encoding, size, quality)) as unknown as ReadableWritablePair<
    Uint8Array,
    Uint8Array
  >;
  replaceAnswer(c, new Response(res.body.pipeThrough(stream), init));
};
