// Redraws an uploaded picture from its pixels alone, so no EXIF, GPS, XMP, IPTC or comment in it is ever stored.
import sharp, { type Sharp } from "sharp";
import type { ImageType } from "../../src/lib/imageTypes";

/** Largest picture decoded, in pixels: a 5 MB PNG of one colour could otherwise unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type Reencoded =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: "undecodable" | "too-large" };

const encoders: Record<ImageType, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/**
 * `bytes` (already sniffed as `type`) decoded, turned upright by its EXIF orientation and encoded again in the
 * same format, with every frame of an animated GIF or WebP. Nothing but the pixels (and their timing) goes
 * across: sharp writes no metadata unless asked. Answers why not when the bytes are no picture libvips can
 * decode (a header glued to anything else, a truncated file) or the picture is over MAX_IMAGE_PIXELS.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Reencoded> {
  try {
    const image = sharp(bytes, {
      animated: type === "gif" || type === "webp",
      failOn: "error",
      limitInputPixels: MAX_IMAGE_PIXELS,
    }).autoOrient();
    return { ok: true, bytes: new Uint8Array(await encoders[type](image).toBuffer()) };
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    return { ok: false, reason: /pixel limit/i.test(message) ? "too-large" : "undecodable" };
  }
}
