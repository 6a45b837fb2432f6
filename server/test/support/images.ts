// Test pictures made on the spot: plain images in each format, and photos that carry EXIF with a GPS position.
import { crc32 } from "node:zlib";
import sharp from "sharp";

type Rgb = { r: number; g: number; b: number };
export const RED: Rgb = { r: 220, g: 30, b: 30 };
export const BLUE: Rgb = { r: 30, g: 30, b: 220 };

/** A `width`×`height` picture, top half red and bottom half blue, as sharp encodes it in `format`. */
export async function twoTone(
  format: "jpeg" | "png" | "webp" | "gif",
  width = 40,
  height = 20,
): Promise<Uint8Array> {
  const top = await sharp({ create: { width, height: height / 2, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: top, top: 0, left: 0 },
  ]);
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** Three 10×10 frames (red, green, blue) shown 100, 200 and 300 ms, looping forever. */
export async function animatedGif(): Promise<Uint8Array> {
  const frames = await Promise.all(
    ["red", "green", "blue"].map((background) =>
      sharp({ create: { width: 10, height: 10, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  const gif = sharp(frames, { join: { animated: true } }).gif({ delay: [100, 200, 300], loop: 0 });
  return new Uint8Array(await gif.toBuffer());
}

/** Words the EXIF block below carries, which must never be served. */
export const EXIF_TEXTS = ["PathagarPhone", "WGS-84"];

type Entry = { tag: number; type: 1 | 2 | 3 | 4 | 5; count: number; data: Buffer };
const ascii = (tag: number, text: string): Entry => {
  const data = Buffer.from(`${text}\0`, "latin1");
  return { tag, type: 2, count: data.length, data };
};
const rationals = (tag: number, values: [number, number][]): Entry => {
  const data = Buffer.alloc(values.length * 8);
  values.forEach(([n, d], i) => {
    data.writeUInt32LE(n, i * 8);
    data.writeUInt32LE(d, i * 8 + 4);
  });
  return { tag, type: 5, count: values.length, data };
};
const long = (tag: number, value: number): Entry => {
  const data = Buffer.alloc(4);
  data.writeUInt32LE(value);
  return { tag, type: 4, count: 1, data };
};

/** One little-endian TIFF directory placed at `offset`: entries, no next directory, then values over 4 bytes. */
function directory(offset: number, entries: Entry[]): Buffer {
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16LE(entries.length, 0);
  const values: Buffer[] = [];
  let at = offset + head.length;
  entries.forEach((entry, i) => {
    const slot = 2 + i * 12;
    head.writeUInt16LE(entry.tag, slot);
    head.writeUInt16LE(entry.type, slot + 2);
    head.writeUInt32LE(entry.count, slot + 4);
    if (entry.data.length <= 4) entry.data.copy(head, slot + 8);
    else {
      head.writeUInt32LE(at, slot + 8);
      const padded = Buffer.concat([entry.data, Buffer.alloc(entry.data.length % 2)]);
      values.push(padded);
      at += padded.length;
    }
  });
  return Buffer.concat([head, ...values]);
}

/** TIFF-structured EXIF: camera make, `orientation`, and a GPS position (23°48'N 90°24'E, WGS-84). */
export function exifTiff(orientation: number): Buffer {
  const orient: Entry = { tag: 0x0112, type: 3, count: 1, data: Buffer.from([orientation, 0]) };
  const gps = [
    { tag: 0x0000, type: 1, count: 4, data: Buffer.from([2, 3, 0, 0]) } as Entry,
    ascii(0x0001, "N"),
    rationals(0x0002, [
      [23, 1],
      [48, 1],
      [3600, 100],
    ]),
    ascii(0x0003, "E"),
    rationals(0x0004, [
      [90, 1],
      [24, 1],
      [1200, 100],
    ]),
    ascii(0x0012, EXIF_TEXTS[1]!),
  ];
  const ifd0 = (gpsAt: number) =>
    directory(8, [ascii(0x010f, EXIF_TEXTS[0]!), orient, long(0x8825, gpsAt)]);
  const gpsAt = 8 + ifd0(0).length;
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  return Buffer.concat([header, ifd0(gpsAt), directory(gpsAt, gps)]);
}

/** `jpeg` with an APP1 "Exif" segment (see exifTiff) right after its start marker. */
export function withExifSegment(jpeg: Uint8Array, orientation: number): Uint8Array {
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), exifTiff(orientation)]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]));
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, sum]);
};

/** `png` with an eXIf chunk (see exifTiff) and a tEXt comment naming the place, right after its header. */
export function withPngMetadata(png: Uint8Array, comment: string): Uint8Array {
  const afterHeader = 8 + 25;
  return new Uint8Array(
    Buffer.concat([
      png.subarray(0, afterHeader),
      pngChunk("eXIf", exifTiff(1)),
      pngChunk("tEXt", Buffer.from(`Comment\0${comment}`, "latin1")),
      png.subarray(afterHeader),
    ]),
  );
}

/** True when `needle` (text) occurs in `bytes`. */
export const contains = (bytes: Uint8Array, needle: string): boolean =>
  Buffer.from(bytes).includes(Buffer.from(needle, "latin1"));
