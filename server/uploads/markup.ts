// Refuses uploads that carry markup; the image types themselves are told by src/lib/imageTypes (shared with the app).
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
