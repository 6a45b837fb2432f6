// The upload store's contract, held by both stores: the local disk and an S3-compatible object store (a real
// S3-protocol server, s3rver, started here; the client is not mocked). Put, get back, a missing object, names
// that are no picture's, the public address, and the /uploads route in front of each.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { handleError } from "../http/errors";
import { mountUploads } from "../http/uploads-static";
import { startS3Server, type S3TestServer } from "../test/support/s3-server";
import { PNG } from "../test/support/server-process";
import { removeUploads, uploadKey } from "./removal";
import { diskStore } from "./disk-store";
import { ObjectStoreError, s3Store } from "./s3-store";
import type { UploadStore } from "./store";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const name = () => `${crypto.randomUUID().replace(/-/g, "")}.png`;

async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

function appFor(store: UploadStore) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  mountUploads(app, store);
  return app;
}

const stores: [string, () => UploadStore][] = [
  ["the local disk", () => diskStore(mkdtempSync(path.join(tmpdir(), "pathagar-store-")))],
  ["an S3-compatible object store", () => s3Store(s3.settings)],
];

describe.each(stores)("uploads on %s", (_what, open) => {
  let store: UploadStore;
  beforeAll(() => {
    store = open();
  });

  it("gives back what was put, with the picture's type and size", async () => {
    const key = name();
    await store.put(key, PNG);
    const found = await store.get(key);
    expect(found?.contentType).toBe("image/png");
    expect(found?.size).toBe(PNG.length);
    expect(await bytesOf(found!.body)).toEqual(PNG);
  });

  it("removes an upload named by its URL, and a missing one without error", async () => {
    const key = name();
    await store.put(key, PNG);
    await removeUploads(store, [`${store.url(key)}?t=1`, "https://elsewhere.example/x.png"]);
    expect(await store.get(key)).toBeUndefined();
    await expect(removeUploads(store, [store.url(key)])).resolves.toBeUndefined();
    // A seed picture is never an upload of a reader's.
    expect(uploadKey(store, store.url("seed/logo.svg"))).toBeNull();
  });

  it("keeps seed pictures under seed/ and replaces one put again", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    await store.put("seed/logo-contract.svg", encode("<svg>one</svg>"));
    await store.put("seed/logo-contract.svg", encode("<svg>two</svg>"));
    const found = await store.get("seed/logo-contract.svg");
    expect(found?.contentType).toBe("image/svg+xml");
    expect(new TextDecoder().decode(await bytesOf(found!.body))).toBe("<svg>two</svg>");
  });

  it("answers nothing for a missing object or a name no picture has", async () => {
    expect(await store.get(name())).toBeUndefined();
    for (const key of ["", "seed/", "../secret.png", "a/b.png", "page.html", "x.png/"]) {
      expect(await store.get(key), key).toBeUndefined();
    }
  });

  it("links pictures under /uploads on this server", () => {
    expect(store.url("abc.png")).toBe("/uploads/abc.png");
  });

  it("serves a stored picture under /uploads: its type, a year's immutable cache, sandboxed", async () => {
    const key = name();
    await store.put(key, PNG);
    const res = await appFor(store).request(`/uploads/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const head = await appFor(store).request(`/uploads/${key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.length));
  });

  it("serves seed pictures with a day's cache (their names stay, their drawing may change)", async () => {
    await store.put("seed/cover-contract.svg", new TextEncoder().encode("<svg/>"));
    const res = await appFor(store).request("/uploads/seed/cover-contract.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("answers 404 for a missing picture, the folder itself and paths out of it", async () => {
    const app = appFor(store);
    for (const url of [`/uploads/${name()}`, "/uploads/", "/uploads/seed/", "/uploads/..%2Fpg"]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found." });
    }
  });
});

describe("an S3 store with S3_PUBLIC_URL", () => {
  it("links pictures there, where they are readable as stored, with their type and cache", async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const store = s3Store({ ...s3.settings, publicUrl });
    const key = name();
    await store.put(key, PNG);
    expect(store.url(key)).toBe(`${publicUrl}/${key}`);
    const res = await fetch(store.url(key));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    // Links made before the switch (or by another instance without it) still work through the server.
    expect((await appFor(store).request(`/uploads/${key}`)).status).toBe(200);
  });
});

describe("an S3 store that refuses or cannot be reached", () => {
  it("fails with ObjectStoreError, which the server answers 503 (never a broken picture as 200)", async () => {
    const refused = s3Store({ ...s3.settings, accessKeyId: "NOT-A-KEY" });
    await expect(refused.put(name(), PNG)).rejects.toThrow(ObjectStoreError);
    await expect(refused.put(name(), PNG)).rejects.toThrow(/answered 403/);
    const res = await appFor(refused).request(`/uploads/${name()}`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");

    const closed = s3Store({ ...s3.settings, endpoint: "http://127.0.0.1:9" });
    await expect(closed.get(name())).rejects.toThrow(/could not be reached/);
  });
});
