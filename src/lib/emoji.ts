// Like emoji travel as HTML numeric codes ("&#128077;"): decode them to text safely, never through innerHTML.
/** The one like emoji Pathagar sends (thumbs up). */
export const THUMBS_UP_HTML = "&#128077;";
export const THUMBS_UP = "\u{1F44D}";

const ENTITY = /&#(?:x([0-9a-f]{1,6})|(\d{1,7}));/giy;

function isScalar(code: number): boolean {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
}

/**
 * The characters of a string made only of numeric HTML codes ("&#128077;", "&#x1F44D;", or a sequence
 * such as a ZWJ family). Anything else (text, named entities, tags, invalid code points) gives `fallback`.
 */
export function decodeEmojiHtml(code: string | null | undefined, fallback = ""): string {
  const input = (code ?? "").trim();
  if (input === "") return fallback;
  ENTITY.lastIndex = 0;
  const points: number[] = [];
  while (ENTITY.lastIndex < input.length) {
    const start = ENTITY.lastIndex;
    const match = ENTITY.exec(input);
    if (!match || match.index !== start) return fallback;
    const point = match[1] !== undefined ? parseInt(match[1], 16) : Number(match[2]);
    if (!isScalar(point)) return fallback;
    points.push(point);
  }
  return String.fromCodePoint(...points);
}
