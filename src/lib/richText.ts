// User text as safe pieces: plain text, line breaks and http(s) links; there is no HTML at any point.
export type RichPiece =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string } | { kind: "break" };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"’”»)\]}]+$/;

/** Drop punctuation that ends a sentence rather than the URL, keeping a ")" that closes one inside it. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const match = TRAILING.exec(url);
    if (!match) return url;
    const last = url[url.length - 1];
    if (last === ")" && countOf(url, "(") >= countOf(url, ")")) return url;
    url = url.slice(0, -1);
  }
}

function countOf(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n++;
  return n;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function linkifyLine(line: string, out: RichPiece[]): void {
  let at = 0;
  for (const match of line.matchAll(URL_CANDIDATE)) {
    const text = trimUrl(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    const start = match.index;
    if (start > at) out.push({ kind: "text", text: line.slice(at, start) });
    out.push({ kind: "link", text, href });
    at = start + text.length;
  }
  if (at < line.length) out.push({ kind: "text", text: line.slice(at) });
}

/** Splits text into lines (any newline style) and links; consecutive text stays in one piece. */
export function richText(text: string | null | undefined): RichPiece[] {
  const out: RichPiece[] = [];
  const lines = (text ?? "").split(/\r\n|\r|\n/);
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: "break" });
    linkifyLine(line, out);
  });
  return out;
}
