// Uploaded pictures keep no metadata: EXIF with a GPS position, PNG text and eXIf chunks are gone from what every
// upload field serves, photos come back upright, and files that only look like pictures or unpack too big are refused.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { call, registerUser, serverUrl } from "../test/http";
import {
  animatedGif,
  contains,
  EXIF_TEXTS,
  twoTone,
  withExifSegment,
  withPngMetadata,
} from "../test/support/images";

let user: { token: string; id: number };
let library = 0;

const FIELDS = [
  { path: () => "/api/users/upload-own-photo", field: "photo" },
  { path: () => "/api/users/upload-my-cover-photo", field: "cover" },
  { path: () => `/api/libraries/${library}/upload-logo`, field: "logo" },
  { path: () => `/api/libraries/${library}/upload-cover-photo`, field: "cover" },
  { path: () => `/api/users/${user.id}/posts`, field: "image", extra: { body: "From home" } },
];
type Target = (typeof FIELDS)[number];

beforeAll(async () => {
  user = await registerUser();
  const res = await call("/api/libraries", {
    token: user.token,
    json: { name: `exif-${Date.now().toString(36)}`, title: "Pictures" },
  });
  library = res.body.data.id ?? res.body.data;
});

const send = (target: Target, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") =>
  call(target.path(), {
    token: user.token,
    form: { ...target.extra, [target.field]: new File([bytes as BlobPart], name, { type }) },
  });

/** The stored picture an upload answered (a URL, or a post carrying one), as served to anyone. */
async function served(body: { data: string | { attributes: { image_url: string } } }) {
  const url = typeof body.data === "string" ? body.data : body.data.attributes.image_url;
  const res = await fetch(serverUrl() + url);
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The RGB of pixel (x, y). */
async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe("uploaded pictures keep no metadata", () => {
  it("a JPEG with EXIF and a GPS position is served without them from every upload field", async () => {
    const photo = withExifSegment(await twoTone("jpeg"), 1);
    // The fixture really carries the block: libvips reads its EXIF, and the words are in the bytes.
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(100);
    expect(contains(photo, "Exif\0\0")).toBe(true);
    for (const text of EXIF_TEXTS) expect(contains(photo, text)).toBe(true);
    for (const target of FIELDS) {
      const res = await send(target, photo);
      expect(res.status, `${target.path()}: ${res.text}`).toBeLessThan(300);
      const { type, bytes } = await served(res.body);
      expect(type).toBe("image/jpeg");
      expect(contains(bytes, "Exif\0\0"), target.path()).toBe(false);
      for (const text of EXIF_TEXTS) expect(contains(bytes, text), target.path()).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 40, 20]);
    }
  });

  it("a sideways phone photo (orientation 6) is turned upright: width and height swap, top goes right", async () => {
    const photo = withExifSegment(await twoTone("jpeg"), 6);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const res = await send(FIELDS[0]!, photo);
    expect(res.status).toBe(200);
    const { bytes } = await served(res.body);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([20, 40, 1]);
    // Stored top half red, bottom half blue; turned 90° clockwise: blue on the left, red on the right.
    const [left, right] = [await pixel(bytes, 4, 20), await pixel(bytes, 15, 20)];
    expect(left[2]).toBeGreaterThan(180);
    expect(left[0]).toBeLessThan(80);
    expect(right[0]).toBeGreaterThan(180);
    expect(right[2]).toBeLessThan(80);
  });

  it("a PNG with eXIf and tEXt chunks keeps its exact pixels and loses both chunks", async () => {
    const plain = await twoTone("png");
    const png = withPngMetadata(plain, "Taken at home, Mirpur 10");
    const before = await sharp(png).metadata();
    expect(before.exif?.length).toBeGreaterThan(100);
    expect(before.comments).toEqual([{ keyword: "Comment", text: "Taken at home, Mirpur 10" }]);
    const res = await send(FIELDS[4]!, png, "home.png", "image/png");
    expect(res.status).toBe(201);
    const { type, bytes } = await served(res.body);
    expect(type).toBe("image/png");
    for (const text of ["eXIf", "tEXt", "Mirpur", ...EXIF_TEXTS]) {
      expect(contains(bytes, text), text).toBe(false);
    }
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.comments).toBeUndefined();
    expect([after.width, after.height]).toEqual([40, 20]);
    const raw = (b: Uint8Array) => sharp(b).removeAlpha().raw().toBuffer();
    expect((await raw(bytes)).equals(await raw(plain))).toBe(true);
  });

  it("WebP and GIF stay WebP and GIF of the same size; an animated GIF keeps its frames and timing", async () => {
    for (const [format, ext, type] of [
      ["webp", "webp", "image/webp"],
      ["gif", "gif", "image/gif"],
    ] as const) {
      const res = await send(
        FIELDS[1]!,
        await twoTone(format),
        "x.bin",
        "application/octet-stream",
      );
      expect(res.body.data).toMatch(new RegExp(`\\.${ext}\\?t=\\d+$`));
      const { type: servedType, bytes } = await served(res.body);
      expect(servedType).toBe(type);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 40, 20]);
    }
    const res = await send(FIELDS[0]!, await animatedGif(), "wave.gif", "image/gif");
    const meta = await sharp((await served(res.body)).bytes, { animated: true }).metadata();
    expect([meta.pages, meta.delay, meta.loop, meta.width, meta.pageHeight]).toEqual([
      3,
      [100, 200, 300],
      0,
      10,
      10,
    ]);
  });

  it("bytes that start like a picture but do not decode are refused with the field's 422, never a 500", async () => {
    const jpeg = await twoTone("jpeg");
    const fakes = {
      "JPEG header": Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      "GIF header": new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
      "WebP header": new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00"),
      "PNG signature": (await twoTone("png")).subarray(0, 8),
      "half a JPEG": jpeg.subarray(0, jpeg.length / 2),
    };
    for (const [what, bytes] of Object.entries(fakes)) {
      for (const target of FIELDS) {
        const res = await send(target, bytes);
        expect(res.status, `${what} on ${target.path()}: ${res.text}`).toBe(422);
        expect(res.body.errors[target.field][0]).toMatch(
          /must be an image \(JPEG, PNG, WebP or GIF\)/,
        );
      }
    }
  });

  it("a small file that unpacks past 50 megapixels is refused while real uploads beside it go through", async () => {
    const bomb = new Uint8Array(
      await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "white" } })
        .png()
        .toBuffer(),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const photo = withExifSegment(await twoTone("jpeg"), 1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? send(FIELDS[0]!, bomb, "big.png", "image/png") : send(FIELDS[1]!, photo),
      ),
    );
    for (const [i, res] of answers.entries()) {
      if (i % 2) {
        expect(res.status, res.text).toBe(422);
        expect(res.body.errors.photo).toEqual(["The photo must not be larger than 50 megapixels."]);
      } else {
        expect(res.status, res.text).toBe(200);
        expect(contains((await served(res.body)).bytes, "Exif\0\0")).toBe(false);
      }
    }
  });
});
