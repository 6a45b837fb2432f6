// Contract tests for image uploads: content sniffing (not names or declared types), size limit, permissions, serving, cover redirects.
import sharp from "sharp";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { Data, Id, UploadResponse } from "../../src/api/schemas";
import { sniffImage } from "../../src/lib/imageTypes";
import { call, KARIMA, login, registerUser, serverUrl } from "../test/http";
import { twoTone } from "../test/support/images";

// Real pictures (the server decodes and redraws every upload), made before the tests run.
let PNG: Uint8Array;
let JPEG: Uint8Array;
let GIF: Uint8Array;
let WEBP: Uint8Array;
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as BlobPart], name, { type });

let user: { token: string; id: number };
let library: number;

beforeAll(async () => {
  [PNG, JPEG, GIF, WEBP] = await Promise.all([
    twoTone("png"),
    twoTone("jpeg"),
    twoTone("gif"),
    twoTone("webp"),
  ]);
  user = await registerUser();
  const name = `upl${Date.now().toString(36)}`;
  const res = await call("/api/libraries", {
    token: user.token,
    json: { name, title: `Pathagar ${name}` },
  });
  library = v.parse(Data(Id), res.body).data;
});

describe("sniffImage", () => {
  it("knows the four image types by their bytes and nothing else", () => {
    expect(sniffImage(PNG)).toBe("png");
    expect(sniffImage(JPEG)).toBe("jpeg");
    expect(sniffImage(GIF)).toBe("gif");
    expect(sniffImage(WEBP)).toBe("webp");
    expect(sniffImage(SVG)).toBeNull();
    expect(sniffImage(HTML)).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(new TextEncoder().encode("RIFF\x00\x00\x00\x00WAVEfmt "))).toBeNull();
  });
});

describe("POST /api/users/upload-own-photo and upload-my-cover-photo", () => {
  it("stores a PNG, answers its URL with a tick, serves it as an image and updates the profile", async () => {
    const res = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: file(PNG, "me.png", "image/png") },
    });
    expect(res.status).toBe(200);
    const url = v.parse(UploadResponse, res.body).data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?t=\d+$/);
    const served = await fetch(serverUrl() + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // The same picture (redrawn without metadata): same size, same pixels.
    const raw = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const [got, sent] = await Promise.all([
      raw(new Uint8Array(await served.arrayBuffer())),
      raw(PNG),
    ]);
    expect([got.info.width, got.info.height]).toEqual([40, 20]);
    expect(got.data.equals(sent.data)).toBe(true);
    const me = await call("/api/auth/me", { token: user.token });
    expect(me.body.data.attributes.photo_url).toBe(url);
  });

  it("names the file by its content, not by the name or type it came with", async () => {
    const res = await call("/api/users/upload-my-cover-photo", {
      token: user.token,
      form: { cover: file(JPEG, "cover.gif", "image/gif") },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/\.jpg\?t=\d+$/);
    for (const [bytes, ext] of [
      [GIF, "gif"],
      [WEBP, "webp"],
    ] as const) {
      const again = await call("/api/users/upload-my-cover-photo", {
        token: user.token,
        form: { cover: file(bytes, "x.bin", "application/octet-stream") },
      });
      expect(again.body.data).toMatch(new RegExp(`\\.${ext}\\?t=\\d+$`));
    }
  });

  it("refuses SVG, HTML and text disguised as PNG, a missing field and files over 5 MB with 422", async () => {
    for (const bytes of [SVG, HTML, new TextEncoder().encode("hello")]) {
      const res = await call("/api/users/upload-own-photo", {
        token: user.token,
        form: { photo: file(bytes, "evil.png", "image/png") },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.photo[0]).toContain("image");
    }
    const missing = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { other: file(PNG, "me.png", "image/png") },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["photo"]);
    const text = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: "x" },
    });
    expect(text.status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: file(big, "big.png", "image/png") },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.photo[0]).toContain("5 MB");
    const json = await call("/api/users/upload-own-photo", { token: user.token, json: {} });
    expect(json.status).toBe(422);
  });

  it("needs a token", async () => {
    const res = await call("/api/users/upload-own-photo", {
      form: { photo: file(PNG, "me.png", "image/png") },
    });
    expect(res.status).toBe(401);
  });

  it("replays the same Idempotency-Key with the same URL", async () => {
    const key = `photo-${user.id}-once`;
    const first = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: file(PNG, "me.png", "image/png") },
      headers: { "idempotency-key": key },
    });
    const second = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: file(PNG, "again.png", "image/png") },
      headers: { "idempotency-key": key },
    });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body.data).toBe(first.body.data);
    // Another picture under the same key is another request: refused, and the photo stays the first.
    const other = await call("/api/users/upload-own-photo", {
      token: user.token,
      form: { photo: file(GIF, "me.gif", "image/gif") },
      headers: { "idempotency-key": key },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      "This Idempotency-Key was already used for a different request.",
    );
    const me = await call("/api/auth/me", { token: user.token });
    expect(me.body.data.attributes.photo_url).toBe(first.body.data);
  });
});

describe("library logo and cover uploads", () => {
  it("the library's editor uploads a logo and a cover; the cover redirect follows", async () => {
    const logo = await call(`/api/libraries/${library}/upload-logo`, {
      token: user.token,
      form: { logo: file(PNG, "logo.png", "image/png") },
    });
    expect(logo.status).toBe(200);
    const cover = await call(`/api/libraries/${library}/upload-cover-photo`, {
      token: user.token,
      form: { cover: file(JPEG, "cover.jpg", "image/jpeg") },
    });
    const coverUrl = v.parse(UploadResponse, cover.body).data;
    const shown = (await call(`/api/libraries/${library}`, { token: user.token })).body.data
      .attributes;
    expect(shown.logo_url).toBe(logo.body.data);
    expect(shown.cover_photo_url).toBe(coverUrl);
    const redirect = await fetch(`${serverUrl()}/api/libraries/${library}/cover-photo`, {
      redirect: "manual",
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(coverUrl);
  });

  it("403 without library_edit, 404 for a missing library, 422 for a non-image", async () => {
    const karima = await login(KARIMA);
    const denied = await call(`/api/libraries/${library}/upload-logo`, {
      token: karima,
      form: { logo: file(PNG, "logo.png", "image/png") },
    });
    expect(denied.status).toBe(403);
    const missing = await call("/api/libraries/2147483647/upload-logo", {
      token: user.token,
      form: { logo: file(PNG, "logo.png", "image/png") },
    });
    expect(missing.status).toBe(404);
    const svg = await call(`/api/libraries/${library}/upload-cover-photo`, {
      token: user.token,
      form: { cover: file(SVG, "cover.svg", "image/svg+xml") },
    });
    expect(svg.status).toBe(422);
    expect(Object.keys(svg.body.errors)).toEqual(["cover"]);
  });
});

describe("GET cover-photo redirects", () => {
  it("redirects to a user's cover, 404 without one or for a missing user", async () => {
    const other = await registerUser();
    expect((await call(`/api/users/${other.id}/cover-photo`)).status).toBe(404);
    expect((await call("/api/users/2147483647/cover-photo")).status).toBe(404);
    expect((await call("/api/libraries/2147483647/cover-photo")).status).toBe(404);
    const up = await call("/api/users/upload-my-cover-photo", {
      token: other.token,
      form: { cover: file(PNG, "c.png", "image/png") },
    });
    const res = await fetch(`${serverUrl()}/api/users/${other.id}/cover-photo`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(up.body.data);
    // The bare path the original web client loads answers the same.
    const bare = await fetch(`${serverUrl()}/users/${other.id}/cover-photo`, {
      redirect: "manual",
    });
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe(up.body.data);
    expect((await fetch(`${serverUrl()}/libraries/2147483647/cover-photo`)).status).toBe(404);
  });
});
