// A server storing in an S3-compatible object store (a real S3-protocol server, s3rver, started here), over
// real HTTP: a photo uploaded through the API lands in the bucket redrawn without its EXIF and is served from
// it under /uploads; seed pictures go there too; with S3_PUBLIC_URL the links and the page's CSP point there.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeedPlan } from "../db/seed-data/plan";
import { writeSeedImages } from "../db/seed-data/images";
import { startSmallServer, type SmallServer } from "../test/small-server";
import { startS3Server, type S3TestServer } from "../test/support/s3-server";
import { callAt, signUp } from "../test/support/server-process";
import { contains, EXIF_TEXTS, twoTone, withExifSegment } from "../test/support/images";
import { s3Store } from "./s3-store";

/** Each server migrates an in-memory database first; a busy machine takes its time. */
const SLOW = 180_000;

let s3: S3TestServer;
const servers: SmallServer[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
}, SLOW);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await s3?.close();
}, SLOW);

async function serverOn(publicUrl?: string) {
  const settings = { ...s3.settings, publicUrl };
  const server = await startSmallServer({
    config: { s3: settings, otcDevCode: "123456" },
    uploads: s3Store(settings),
  });
  servers.push(server);
  return server;
}

let plain: SmallServer | undefined;
/** One server without S3_PUBLIC_URL, shared by the tests that need no other. */
const plainServer = async () => (plain ??= await serverOn());

async function uploadPhoto(server: SmallServer, token: string) {
  const jpeg = withExifSegment(await twoTone("jpeg"), 1);
  const form = new FormData();
  form.append("photo", new File([jpeg as BlobPart], "photo.jpg", { type: "image/jpeg" }));
  const res = await callAt(server.url, "/api/users/upload-own-photo", { token, body: form });
  expect(res.status).toBe(200);
  return res.body.data as string;
}

describe("uploads in an object store", { timeout: SLOW }, () => {
  it("stores an uploaded photo in the bucket without its EXIF and serves it under /uploads", async () => {
    const server = await plainServer();
    const { token } = await signUp(server.url);
    const url = await uploadPhoto(server, token);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg\?t=\d+$/);
    const key = url.slice("/uploads/".length).split("?")[0]!;

    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await served.arrayBuffer());
    for (const text of EXIF_TEXTS) expect(contains(bytes, text)).toBe(false);

    const inBucket = await fetch(s3.objectUrl(key));
    expect(inBucket.status).toBe(200);
    expect(new Uint8Array(await inBucket.arrayBuffer())).toEqual(bytes);
    // Nothing on this instance's disk: another instance could not have served it from there.
    expect(existsSync(path.join(server.staticDir, key))).toBe(false);
  });

  it("puts the seed pictures in the same store, served through the server", async () => {
    const server = await plainServer();
    await writeSeedImages(s3Store(s3.settings), buildSeedPlan(new Date()).images);
    const res = await fetch(`${server.url}/uploads/seed/logo-alokito.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg /);
    expect((await fetch(s3.objectUrl("seed/logo-alokito.svg"))).status).toBe(200);
  });

  it("with S3_PUBLIC_URL links uploads there, and the app's CSP lets pictures load from there", async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const server = await serverOn(publicUrl);
    const { token } = await signUp(server.url);
    const url = await uploadPhoto(server, token);
    expect(url.startsWith(`${publicUrl}/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const me = await callAt(server.url, "/api/auth/me", { token });
    expect(JSON.stringify(me.body)).toContain(url);
    // A book cover sent back under that address is this server's upload: kept as its /uploads path.
    const made = await callAt(server.url, "/api/libraries", {
      token,
      json: { name: `s3-${Date.now().toString(36)}`, title: "Covers" },
    });
    const library = made.body.data.id ?? made.body.data;
    const key = url.slice(publicUrl.length + 1).split("?")[0]!;
    const book = await callAt(server.url, `/api/libraries/${library}/books`, {
      token,
      json: {
        title: "A covered book",
        authors: ["A. Writer"],
        cover_url: `${publicUrl}/${key}?t=1`,
      },
    });
    expect(book.status).toBe(201);
    expect(JSON.stringify(book.body)).toContain(`"/uploads/${key}?t=1"`);
    const elsewhere = await callAt(server.url, `/api/libraries/${library}/books`, {
      token,
      json: {
        title: "Another",
        authors: ["A. Writer"],
        cover_url: `https://elsewhere.example/${key}`,
      },
    });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(["cover_url"]);
    // The app's page allows them (API answers carry a policy that allows nothing).
    const page = await fetch(`${server.url}/about`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(
      new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replace(/\./g, "\\.")};`),
    );
  });

  it("answers 503 to an upload while the object store refuses, and nothing is linked", async () => {
    const settings = { ...s3.settings, accessKeyId: "NOT-A-KEY" };
    const server = await startSmallServer({
      config: { s3: settings, otcDevCode: "123456" },
      uploads: s3Store(settings),
    });
    servers.push(server);
    const { token } = await signUp(server.url);
    const form = new FormData();
    form.append(
      "photo",
      new File([(await twoTone("png")) as BlobPart], "p.png", { type: "image/png" }),
    );
    const res = await callAt(server.url, "/api/users/upload-own-photo", { token, body: form });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/Pictures cannot be stored/);
    const me = await callAt(server.url, "/api/auth/me", { token });
    expect(me.body.data.attributes.photo_url ?? null).toBeNull();
  });
});
