// Splits post and comment text into plain text and web links (http/https only), line by line.
export type Segment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A web address: with a scheme, or starting with "www.". Anything else (javascript:, data:) stays text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}।]+$/u;

/** A safe href for an address found in text, or null when it is not an http(s) link. */
export function safeHref(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** One line of text as text and link segments. */
export function linkifyLine(line: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let text = match[0];
    const trailing = TRAILING.exec(text);
    if (trailing) text = text.slice(0, text.length - trailing[0].length);
    const href = text ? safeHref(text) : null;
    if (!href) continue;
    if (start > last) segments.push({ kind: "text", text: line.slice(last, start) });
    segments.push({ kind: "link", text, href });
    last = start + text.length;
  }
  if (last < line.length) segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

/** The text's lines (\n, \r\n), each split into segments. */
export function linkify(text: string): Segment[][] {
  return text.split(/\r?\n/).map(linkifyLine);
}

/** Every web address in the text, in order (for finding a video link). */
export function linksIn(text: string): string[] {
  return linkify(text).flatMap((line) => line.flatMap((s) => (s.kind === "link" ? [s.href] : [])));
}
