// Compressed API answers over real HTTP: Brotli or gzip by Accept-Encoding, a whole 3,000-book catalogue
// (library 1 of the seed) at a fraction of its size, ETag / 304 on an API page, small answers left plain.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request } from "node:http";
import { call, login, RAHIM, registerUser, serverUrl } from "../test/http";
import { pickEncoding } from "./compress";

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function get(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(serverUrl() + path, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("Accept-Encoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("compressed API answers", () => {
  it("sends a 3,000-book catalogue in a fraction of its size", async () => {
    const token = await login(RAHIM);
    const auth = { authorization: `Bearer ${token}`, accept: "application/json" };
    const first = await get("/api/libraries/1/books?page=1&per_page=100", auth);
    expect(first.status).toBe(200);
    const meta = JSON.parse(first.body.toString()).meta as { total: number; last_page: number };
    expect(meta.total).toBeGreaterThanOrEqual(3000);
    // Not the last page: other files add and withdraw books here, which can leave it empty (too small to compress).
    const pages = Array.from({ length: meta.last_page - 1 }, (_, i) => i + 1);
    let plain = 0;
    let brotli = 0;
    let gzip = 0;
    // Eight pages at a time, each in its three encodings.
    for (let at = 0; at < pages.length; at += 8) {
      await Promise.all(
        pages.slice(at, at + 8).map(async (page) => {
          const path = `/api/libraries/1/books?page=${page}&per_page=100`;
          const fetchAll = () =>
            Promise.all([
              get(path, { ...auth, "accept-encoding": "identity" }),
              get(path, { ...auth, "accept-encoding": "gzip, deflate, br" }),
              get(path, { ...auth, "accept-encoding": "gzip" }),
            ]);
          // Other files on this server add books to this library: fetch the three again until they are
          // one version of the page (one ETag, weak or strong), so they can be compared byte for byte.
          const bare = (answer: Raw) => String(answer.headers.etag).replace(/^W\//, "");
          let [p, b, g] = await fetchAll();
          for (let tries = 0; tries < 5 && new Set([p, b, g].map(bare)).size > 1; tries++) {
            [p, b, g] = await fetchAll();
          }
          const encodings = [p, b, g].map((a) => [a.status, a.headers["content-encoding"]]);
          expect(encodings).toEqual([
            [200, undefined],
            [200, "br"],
            [200, "gzip"],
          ]);
          for (const answer of [p, b, g]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
          expect(b.headers["content-length"]).toBe(String(b.body.length));
          // The same JSON, whatever the encoding.
          expect(brotliDecompressSync(b.body).equals(p.body)).toBe(true);
          expect(gunzipSync(g.body).equals(p.body)).toBe(true);
          plain += p.body.length;
          brotli += b.body.length;
          gzip += g.body.length;
        }),
      );
    }
    console.log(`catalogue of ${meta.total}: ${plain} B plain, ${gzip} B gzip, ${brotli} B br`);
    expect(plain).toBeGreaterThan(800_000);
    expect(brotli).toBeLessThan(plain * 0.15);
    expect(gzip).toBeLessThan(plain * 0.2);
  });

  it("answers 304 to an API page the caller already has, and 200 once it changed", async () => {
    const token = await login(RAHIM);
    const auth = { authorization: `Bearer ${token}`, "accept-encoding": "br" };
    const path = "/api/libraries/1/books?page=2&per_page=50";
    const first = await get(path, auth);
    const tag = first.headers.etag as string;
    // A validator of the compressed bytes is weak: the plain answer carries the same one, strong.
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const plain = await get(path, { authorization: auth.authorization });
    expect(plain.headers.etag).toBe(tag.slice(2));
    const again = await get(path, { ...auth, "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("no-store");
    const other = await get("/api/libraries/1/books?page=3&per_page=50", {
      ...auth,
      "if-none-match": tag,
    });
    expect(other.status).toBe(200);
  });

  it("answers a kept feed page with the same compressed bytes and tags until a write", async () => {
    const { token, id } = await registerUser();
    const auth = { authorization: `Bearer ${token}` };
    for (let n = 0; n < 12; n++) {
      const made = await call(`/api/users/${id}/posts`, {
        method: "POST",
        token,
        json: { body: `A post long enough to make the feed page worth compressing, number ${n}.` },
      });
      expect(made.status).toBe(201);
    }
    const [plain, br, gzip] = await Promise.all([
      get("/api/posts", auth),
      get("/api/posts", { ...auth, "accept-encoding": "br" }),
      get("/api/posts", { ...auth, "accept-encoding": "gzip" }),
    ]);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(br.headers.etag).toBe(`W/${tag}`);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    const again = await get("/api/posts", { ...auth, "accept-encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
    const unchanged = await get("/api/posts", {
      ...auth,
      "if-none-match": br.headers.etag as string,
    });
    expect(unchanged.status).toBe(304);
    // A write empties the cache: the page, its bytes and its tag are built afresh.
    const more = { method: "POST", token, json: { body: "One more post." } } as const;
    expect((await call(`/api/users/${id}/posts`, more)).status).toBe(201);
    const changed = await get("/api/posts", { ...auth, "if-none-match": tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it("leaves small answers plain", async () => {
    const small = await get("/api/auth/me", { "accept-encoding": "br, gzip" });
    expect(small.status).toBe(401);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
