// Tells an image's real type from its first bytes (JPEG, PNG, WebP, GIF), whatever its name or declared type says.
export type ImageType = "jpg" | "png" | "webp" | "gif";

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type of `bytes` by its magic number, or null for anything else (SVG, HTML, PDF…). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/**
 * Markup a browser could run if it ever took the file for a page or an SVG (case-insensitive). Every marker is
 * at least 5 bytes long, so compressed image data matches one by chance about once in 10,000 large photos at most.
 */
const MARKUP =
  /<(script|html|body|head|svg|iframe|object|embed|img|meta|link|style|form|math|!doctype)[\s/>]|<\?php|javascript:|\bon(error|load|click|mouseover|focus)\s*=/i;

/**
 * True when the bytes hold HTML, SVG, PHP or script text anywhere: an image header glued to such text (a
 * polyglot) is refused. Real photos carry XMP metadata (XML with <x:xmpmeta>, <rdf:…>), which is left alone.
 */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"),
  );
}
