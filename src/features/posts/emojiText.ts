// Turns a like's emoji HTML code ("&#128077;", "&#x1F44D;") into the character, without any HTML parsing.
const CODE = /^&#(?:x([0-9a-f]{1,6})|(\d{1,7}));$/i;
const THUMBS_UP = "\u{1F44D}";

export function emojiText(code: string | null | undefined): string {
  const match = CODE.exec((code ?? "").trim());
  if (!match) return THUMBS_UP;
  const point = match[1] !== undefined ? parseInt(match[1], 16) : Number(match[2]);
  if (!Number.isInteger(point) || point < 0x20 || point > 0x10ffff) return THUMBS_UP;
  if (point >= 0xd800 && point <= 0xdfff) return THUMBS_UP;
  return String.fromCodePoint(point);
}
