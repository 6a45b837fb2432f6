// Tests only: reads a QR code back from the SVG data URL the labels draw, with a real decoder (jsQR).
import jsQR from "jsqr";

const SCALE = 4;
const QUIET = 4;

/** The dark modules of the SVG path the qrcode library writes (M/m moves, h runs, one row each). */
function modules(svg: string): { size: number; dark: boolean[][] } {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path[^>]*stroke="[^"]*"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of d.matchAll(/([MmHhVv])([^MmHhVv]*)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (cmd === "M") [x, y] = [n[0]!, n[1]!];
    else if (cmd === "m") [x, y] = [x + n[0]!, y + n[1]!];
    else if (cmd === "h") {
      for (let i = 0; i < n[0]!; i++) dark[Math.floor(y)]![x + i] = true;
      x += n[0]!;
    } else throw new Error(`unexpected SVG command ${cmd}`);
  }
  return { size, dark };
}

/** The text of the QR code in an `<img src="data:image/svg+xml…">`, or null if none can be read. */
export function decodeQrDataUrl(src: string): string | null {
  const svg = decodeURIComponent(src.slice(src.indexOf(",") + 1));
  const { size, dark } = modules(svg);
  const side = (size + 2 * QUIET) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const mx = Math.floor(px / SCALE) - QUIET;
      const my = Math.floor(py / SCALE) - QUIET;
      if (dark[my]?.[mx]) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
