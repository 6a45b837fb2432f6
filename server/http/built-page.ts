// A built JSON page with what every answer of it needs, worked out once: its ETag and its compressed bytes.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { compressWhole, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from "./compress";

/** A strong ETag of `bytes` (SHA-1, through node:crypto: synchronous, far cheaper than WebCrypto per call). */
export const strongTag = (bytes: Buffer | string) =>
  `"${createHash("sha1").update(bytes).digest("hex")}"`;

export class BuiltPage {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
    this.etag = strongTag(this.bytes);
  }

  /** Whether compressing it is worth the work and the headers. */
  get compressible(): boolean {
    return this.bytes.byteLength >= MIN_COMPRESS_BYTES;
  }

  /** Its bytes in `encoding`, compressed on the first call and kept for the next ones. */
  encode(encoding: Encoding): Promise<Buffer> {
    let packed = this.encoded.get(encoding);
    if (!packed) {
      packed = compressWhole(this.bytes, encoding);
      // A failed compression is not kept: the next answer tries again.
      packed.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, packed);
    }
    return packed;
  }
}

/**
 * Answers with `page`: its ETag set here spares the ETag middleware a hash, and its compressed bytes, kept
 * with it, spare the compression middleware the work on every read of an unchanged page.
 */
export async function sendBuiltPage(c: Context, page: BuiltPage): Promise<Response> {
  const encoding = page.compressible ? pickEncoding(c.req.header("Accept-Encoding")) : null;
  if (!encoding) {
    return c.body(new Uint8Array(page.bytes), 200, {
      "Content-Type": "application/json",
      ETag: page.etag,
    });
  }
  const packed = await page.encode(encoding);
  return c.body(new Uint8Array(packed), 200, {
    "Content-Type": "application/json",
    "Content-Encoding": encoding,
    "Content-Length": String(packed.byteLength),
    // The bytes differ from the plain answer's: the same weak tag the compression middleware would give.
    ETag: `W/${page.etag}`,
  });
}
