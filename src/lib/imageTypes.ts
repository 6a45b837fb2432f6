// The pictures the app lets a reader pick and the server stores: JPEG, PNG, WebP or GIF up to 5 MB, by signature.
// Shared by src/ and server/, so it imports nothing.

export type ImageType = "jpeg" | "png" | "gif" | "webp";

/**
 * Declared MIME types accepted, by the type they name (SVG is not: it can carry scripts; HEIC, AVIF and BMP are
 * not either: the server cannot store them, and a phone asked for these types converts a HEIC photo to JPEG).
 */
const IMAGE_MIME_TYPES: Readonly<Record<string, ImageType>> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The accepted image a declared MIME type names ("IMAGE/PNG" → "png"), or null. */
export const declaredImageType = (mime: string): ImageType | null =>
  Object.hasOwn(IMAGE_MIME_TYPES, mime.toLowerCase())
    ? IMAGE_MIME_TYPES[mime.toLowerCase()]!
    : null;

/** A file input's `accept` for the types above. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_MIME_TYPES).join(",");

/** The largest picture the server takes, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type of `bytes` by its magic number, or null for anything else (SVG, HTML, PDF…). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}
