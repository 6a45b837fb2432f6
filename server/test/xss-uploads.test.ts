// Hostile uploads: image headers glued to HTML or script (polyglots), SVG, HTML and oversized files are refused with
// a clear 422 on every upload field; what is stored is redrawn from its pixels and served as an image under a
// random name, sandboxed.
import { call, registerUser, serverUrl } from "./http";
import { contains, twoTone, withPngMetadata } from "./support/images";
import { looksLikeMarkup } from "../uploads/markup";

const enc = (text: string) => new TextEncoder().encode(text);
const glue = (...parts: (Uint8Array | string)[]) => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const JPEG_HEAD = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00,
]);

/** Files that start like an image but carry markup a browser could run if it ever sniffed them. */
const POLYGLOTS: Record<string, Uint8Array> = {
  "GIF header + HTML": glue(
    "GIF89a\x01\x00\x01\x00\x00\x00\x00",
    "<html><body><script>alert(1)</script>",
  ),
  "GIF header + JS comment trick": glue(
    "GIF89a/*\x01\x00\x00\x00\x00*/=1;alert(document.domain);//<script>",
  ),
  "PNG + trailing HTML": glue(PNG, "<!DOCTYPE html><img src=x onerror=alert(1)>"),
  "JPEG header + SVG": glue(
    JPEG_HEAD,
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  ),
  "WebP + iframe": glue("RIFF\x1a\x00\x00\x00WEBPVP8L", '<iframe src="javascript:alert(1)">'),
  "PNG + PHP": glue(PNG, "<?php system($_GET['c']); ?>"),
};
const NOT_IMAGES: Record<string, Uint8Array> = {
  SVG: enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  "SVG with XML prolog": enc('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  HTML: enc("<!doctype html><script>alert(1)</script>"),
  PDF: enc("%PDF-1.7\n1 0 obj<<>>endobj"),
  empty: new Uint8Array(0),
};

const FIELDS = [
  { path: () => "/api/users/upload-own-photo", field: "photo" },
  { path: () => "/api/users/upload-my-cover-photo", field: "cover" },
  { path: () => `/api/libraries/${library}/upload-logo`, field: "logo" },
  { path: () => `/api/libraries/${library}/upload-cover-photo`, field: "cover" },
  { path: () => `/api/users/${user.id}/posts`, field: "image", extra: { body: "With a picture" } },
];

let user: { token: string; id: number };
let library = 0;

beforeAll(async () => {
  user = await registerUser();
  const res = await call("/api/libraries", {
    token: user.token,
    json: { name: `xss-up-${Date.now().toString(36)}`, title: "Uploads" },
  });
  library = res.body.data.id ?? res.body.data;
});

const send = (
  target: (typeof FIELDS)[number],
  bytes: Uint8Array,
  name = "photo.png",
  type = "image/png",
) =>
  call(target.path(), {
    token: user.token,
    form: { ...target.extra, [target.field]: new File([bytes as BlobPart], name, { type }) },
  });

describe("hostile uploads", () => {
  it.each(Object.entries({ ...POLYGLOTS, ...NOT_IMAGES }))(
    "%s is refused on every field",
    async (_, bytes) => {
      for (const target of FIELDS) {
        const res = await send(target, bytes);
        expect(res.status, `${target.path()}: ${res.text}`).toBe(422);
        expect(res.body.errors[target.field][0]).toMatch(/must be an image|is required/);
      }
    },
  );

  it("over 5 MB is refused with the limit in the message", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    for (const target of FIELDS.slice(0, 3)) {
      const res = await send(target, big);
      expect(res.status).toBe(422);
      expect(res.body.errors[target.field][0]).toContain("5 MB");
    }
  });

  it("a real image is stored under a random name with the type its bytes prove, and served sandboxed", async () => {
    const res = await send(FIELDS[0]!, PNG, "../../evil<script>.html", "text/html");
    expect(res.status, res.text).toBe(200);
    const url = res.body.data as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?t=\d+$/);
    const served = await fetch(`${serverUrl()}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(served.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  });

  it("markup the sniffing lets through, hidden in a real picture's text, is never stored: the picture is redrawn", async () => {
    const payload = '<a href="//evil.example/">win</a><marquee>';
    expect(looksLikeMarkup(enc(payload))).toBe(false);
    const jpeg = await twoTone("jpeg");
    const comment = enc(payload);
    const length = Uint8Array.from([0, 0]);
    new DataView(length.buffer).setUint16(0, comment.length + 2);
    const hidden = {
      "PNG tEXt chunk": withPngMetadata(await twoTone("png"), payload),
      "JPEG comment": glue(
        jpeg.subarray(0, 2),
        Uint8Array.from([0xff, 0xfe]),
        length,
        comment,
        jpeg.subarray(2),
      ),
    };
    for (const [what, bytes] of Object.entries(hidden)) {
      expect(contains(bytes, payload), what).toBe(true);
      for (const target of FIELDS) {
        const res = await send(target, bytes);
        expect(res.status, `${what} on ${target.path()}: ${res.text}`).toBeLessThan(300);
        const url = (
          typeof res.body.data === "string" ? res.body.data : res.body.data.attributes.image_url
        ) as string;
        const served = await fetch(`${serverUrl()}${url}`);
        expect(served.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
        const stored = new Uint8Array(await served.arrayBuffer());
        expect(contains(stored, "evil.example"), `${what} on ${target.path()}`).toBe(false);
        expect(contains(stored, "marquee"), `${what} on ${target.path()}`).toBe(false);
      }
    }
  });

  it("looksLikeMarkup finds markup anywhere, in any case, and leaves image bytes alone", () => {
    for (const bytes of Object.values(POLYGLOTS)) expect(looksLikeMarkup(bytes)).toBe(true);
    expect(looksLikeMarkup(enc("GIF89a....<ScRiPt>"))).toBe(true);
    expect(looksLikeMarkup(PNG)).toBe(false);
    // 5 MB of noise (like compressed photo data) does not read as markup by chance.
    const noise = new Uint8Array(5 * 1024 * 1024);
    let x = 0x9e3779b9;
    for (let i = 0; i < noise.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      noise[i] = x & 0xff;
    }
    expect(looksLikeMarkup(noise)).toBe(false);
    // XMP metadata in real photos is XML, not HTML: it stays accepted.
    expect(
      looksLikeMarkup(
        glue(
          JPEG_HEAD,
          '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>',
        ),
      ),
    ).toBe(false);
  });
});
