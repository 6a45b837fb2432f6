// Draws Pathagar's app icons (an open book on the brand colour) as PNGs with no image library:
// shapes are rasterised with 4×4 supersampling and encoded with node:zlib. Run: node scripts/make-icons.mjs
import { writeFileSync, mkdirSync } from "node:fs";
import { deflateSync } from "node:zlib";
import path from "node:path";

const BRAND = [0x0f, 0x76, 0x6e];
const PAGE = [0xff, 0xff, 0xff];
const SPINE = [0xcc, 0xfb, 0xf1];
const OUT = path.resolve(import.meta.dirname, "../public/icons");

// CRC-32 table for PNG chunks.
const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/**
 * A PNG of `rgba`: indexed (a palette with its alphas) when it has at most 256 colours, as these flat shapes with
 * their smoothed edges do (17–40), else RGBA. Rows unfiltered: on a palette, filtering only scatters the runs that
 * deflate packs (icon-512: 5.7 KiB as RGBA, 3.5 KiB indexed).
 */
function encodePng(size, rgba) {
  const palette = new Map();
  for (let i = 0; i < rgba.length && palette.size <= 256; i += 4) {
    const colour = rgba.readUInt32BE(i);
    if (!palette.has(colour)) palette.set(colour, palette.size);
  }
  const indexed = palette.size <= 256;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = indexed ? 3 : 6; // palette, or RGBA
  const perPixel = indexed ? 1 : 4;
  const stride = size * perPixel + 1;
  const raw = Buffer.alloc(size * stride); // each row starts with filter 0: none
  for (let p = 0; p < size * size; p++) {
    const at = Math.floor(p / size) * stride + 1 + (p % size) * perPixel;
    if (indexed) raw[at] = palette.get(rgba.readUInt32BE(p * 4));
    else rgba.copy(raw, at, p * 4, p * 4 + 4);
  }
  const colours = [...palette.keys()];
  const paletteChunks = indexed
    ? [
        chunk(
          "PLTE",
          Buffer.from(colours.flatMap((c) => [c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255])),
        ),
        // Alphas only where some colour is see-through (iOS's icon has none).
        ...(colours.some((c) => (c & 255) < 255)
          ? [chunk("tRNS", Buffer.from(colours.map((c) => c & 255)))]
          : []),
      ]
    : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...paletteChunks,
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function inPolygon(x, y, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The open book in unit coordinates, centred, scaled by `s` (1 = fills about 70% of the width). */
function bookShapes(s) {
  const t = (x, y) => [0.5 + (x - 0.5) * s, 0.5 + (y - 0.5) * s];
  const left = [t(0.15, 0.3), t(0.48, 0.36), t(0.48, 0.8), t(0.15, 0.72)];
  const right = [t(0.52, 0.36), t(0.85, 0.3), t(0.85, 0.72), t(0.52, 0.8)];
  const spine = [t(0.48, 0.36), t(0.52, 0.36), t(0.52, 0.82), t(0.48, 0.82)];
  const lines = [];
  for (const dy of [0, 0.09, 0.18]) {
    lines.push([t(0.21, 0.4 + dy), t(0.43, 0.44 + dy), t(0.43, 0.465 + dy), t(0.21, 0.425 + dy)]);
    lines.push([t(0.57, 0.44 + dy), t(0.79, 0.4 + dy), t(0.79, 0.425 + dy), t(0.57, 0.465 + dy)]);
  }
  return { pages: [left, right], spine, lines };
}

/**
 * Colour at a point: transparent outside the background, else book or brand colour. Monochrome (the system
 * tints it, only its alpha counts): the book in white on nothing, its lines cut out.
 */
function colourAt(x, y, { radius, bookScale, monochrome = false }) {
  if (radius > 0 && !inRoundedSquare(x, y, radius)) return null;
  const { pages, spine, lines } = bookShapes(bookScale);
  if (monochrome)
    return !lines.some((p) => inPolygon(x, y, p)) &&
      (inPolygon(x, y, spine) || pages.some((p) => inPolygon(x, y, p)))
      ? PAGE
      : null;
  if (lines.some((p) => inPolygon(x, y, p))) return BRAND;
  if (inPolygon(x, y, spine)) return SPINE;
  if (pages.some((p) => inPolygon(x, y, p))) return PAGE;
  return BRAND;
}

function render(size, opts) {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, opts);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return encodePng(size, rgba);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ["icon-192.png", 192, { radius: 0.18, bookScale: 1 }],
  ["icon-512.png", 512, { radius: 0.18, bookScale: 1 }],
  // Maskable: full-bleed background, the book inside the central 80% safe zone.
  ["maskable-512.png", 512, { radius: 0, bookScale: 0.75 }],
  // Monochrome (Android's themed icons): the book's shape alone, inside the same safe zone.
  ["monochrome-512.png", 512, { radius: 0, bookScale: 0.75, monochrome: true }],
  // iOS draws its own rounded corners and dislikes transparency.
  ["apple-touch-icon-180.png", 180, { radius: 0, bookScale: 0.9 }],
];
for (const [name, size, opts] of icons) {
  writeFileSync(path.join(OUT, name), render(size, opts));
  console.log(`public/icons/${name} (${size}×${size})`);
}
