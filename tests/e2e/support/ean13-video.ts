// A fake camera's picture of an EAN-13 barcode: the bars drawn into a one-frame Y4M video (Chromium loops it),
// for `--use-file-for-fake-video-capture`. Made at test time, so no video sits in the repository.
import { writeFileSync } from "node:fs";
import path from "node:path";

const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011"];
L.push("0110111", "0001011");
/** Right-hand digits: L with every module inverted. */
const R = L.map((code) => [...code].map((m) => (m === "1" ? "0" : "1")).join(""));
/** Left-hand digits of even parity: R read backwards. */
const G = R.map((code) => [...code].reverse().join(""));
/** The first digit is not drawn: it sets which of the next six use L or G. */
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG"];
PARITY.push("LGLGGL", "LGGLGL");

/** The 95 modules of an EAN-13 ("1" a bar), guards included. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not 13 digits: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === "L" ? L[n] : G[n]))
    .join("");
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join("");
  return `101${left}01010${right}101`;
}

/** Writes `<dir>/<code>.y4m`: the barcode, 4 px a module, black on white in a 640×480 frame. */
export function writeEan13Video(dir: string, code: string, width = 640, height = 480): string {
  const modules = ean13Modules(code);
  const px = 4;
  const left = Math.floor((width - modules.length * px) / 2);
  const row = Buffer.alloc(width, 235);
  for (let x = 0; x < modules.length * px; x++)
    if (modules[Math.floor(x / px)] === "1") row[left + x] = 16;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = Math.floor(height / 4); y < Math.floor((height * 3) / 4); y++)
    row.copy(luma, y * width);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(dir, `${code}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}
