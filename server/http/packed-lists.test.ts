// Lists packed once per version: the bytes are Brotli of the body, the same promise while kept, the oldest
// dropped past the limit.
import { brotliDecompressSync, constants, brotliCompressSync } from "node:zlib";
import { packedOnce } from "./packed-lists";

const body = (n: number) =>
  Buffer.from(
    JSON.stringify({ data: Array.from({ length: n }, (_, i) => ({ id: i, name: `Reader ${i}` })) }),
  );

it("packs a list in Brotli smaller than the middleware's quality 5, once per version", async () => {
  const list = body(2_000);
  const first = packedOnce("v-packed-1", list);
  expect(packedOnce("v-packed-1", list)).toBe(first);
  const bytes = await first;
  expect(brotliDecompressSync(bytes)).toEqual(list);
  const q5 = brotliCompressSync(list, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  expect(bytes.byteLength).toBeLessThan(q5.byteLength);
});

it("keeps a few hundred versions, dropping the least recently asked for", async () => {
  const small = body(3);
  const kept = packedOnce("v-keep", small);
  const oldest = packedOnce("v-fill-0", small);
  for (let i = 1; i < 300; i++) {
    packedOnce(`v-fill-${i}`, small);
    // Asked for again while others come: it stays.
    if (i % 100 === 0) expect(packedOnce("v-keep", small)).toBe(kept);
  }
  expect(packedOnce("v-keep", small)).toBe(kept);
  // The oldest, never asked for again, was dropped: asked now, it is packed anew.
  const again = packedOnce("v-fill-0", small);
  expect(again).not.toBe(oldest);
  expect(brotliDecompressSync(await again)).toEqual(small);
});
