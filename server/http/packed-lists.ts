// Whole lists Brotli-packed at its best quality once per version: each staff phone of a library pulls the same
// version of its members and open loans, so the slow, small encoding is paid once and kept (a few hundred, the
// oldest dropped first). A version names its bytes exactly (a hash of them), so a kept answer is always right.
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const pack = promisify(brotliCompress);

/**
 * Above this many bytes quality 11 takes too long (about 1.6 ms per KiB); the compression middleware's quality
 * 5 takes such a list. Alokito: members 141.7 KiB, 9.1 → 7.7 KiB for 216 ms; open loans 90.7 KiB, 9.1 → 7.7.
 */
export const PACK_MAX_BYTES = 256 * 1024;
const KEPT = 256;
const packed = new Map<string, Promise<Buffer>>();

/** `body` (the list named `version`) in Brotli at quality 11, encoded at most once while kept. */
export function packedOnce(version: string, body: Buffer): Promise<Buffer> {
  const kept = packed.get(version);
  if (kept) {
    // Most recently asked for: the last to go.
    packed.delete(version);
    packed.set(version, kept);
    return kept;
  }
  const bytes = pack(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  packed.set(version, bytes);
  bytes.catch(() => packed.delete(version));
  if (packed.size > KEPT) packed.delete(packed.keys().next().value!);
  return bytes;
}
