// The build's hashed files (/assets/*) answered from memory: a hashed name's bytes never change, so a file and its
// .br/.gz copies are read once, and later requests skip the stat, open, read and close of the disk per request.
// Everything else (index.html, sw.js, icons, a Range request, a name not built) goes on to the static handler.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { addVary, pickEncoding } from "./compress";

/** Kept in memory at most: a build is a few megabytes, its compressed copies included. */
const MAX_BYTES = 64 * 1024 * 1024;

interface Asset {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

const readIfThere = (file: string) => readFile(file).catch(() => undefined);

async function load(file: string): Promise<Asset | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const [identity, br, gzip] = await Promise.all([
    readFile(file),
    readIfThere(`${file}.br`),
    readIfThere(`${file}.gz`),
  ]);
  return {
    type: getMimeType(file) ?? "application/octet-stream",
    identity,
    br,
    gzip,
  };
}

const sizeOf = (a: Asset) =>
  a.identity.byteLength + (a.br?.byteLength ?? 0) + (a.gzip?.byteLength ?? 0);

export function assetCache(staticDir: string, cacheControl: string): MiddlewareHandler {
  const dir = path.join(staticDir, "assets");
  const kept = new Map<string, Promise<Asset | null>>();
  let bytes = 0;
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const name = /^\/assets\/([\w-][\w.-]*)$/.exec(c.req.path)?.[1];
    if (!name || c.req.header("Range")) return next();
    let loading = kept.get(name);
    if (!loading) {
      loading = load(path.join(dir, name));
      kept.set(name, loading);
      void loading.then((asset) => {
        // A name not built (yet) is asked of the disk again next time; past the limit, nothing more is kept.
        if (!asset || bytes + sizeOf(asset) > MAX_BYTES) kept.delete(name);
        else bytes += sizeOf(asset);
      });
    }
    const asset = await loading;
    if (!asset) return next();
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    const body = (encoding && asset[encoding]) || asset.identity;
    const headers = new Headers({
      "Content-Type": asset.type,
      "Content-Length": String(body.byteLength),
      // No Last-Modified: a hashed name's bytes never change, so nothing ever asks whether they did.
      "Cache-Control": cacheControl,
    });
    if (asset.br || asset.gzip) addVary(headers);
    if (body !== asset.identity) headers.set("Content-Encoding", encoding!);
    return c.newResponse(c.req.method === "HEAD" ? null : body, 200, Object.fromEntries(headers));
  };
}
