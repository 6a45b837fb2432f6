// Paging links over real HTTP: under PUBLIC_URL when set, else path and query only; never the Host a caller writes.
import { request } from "node:http";
import { startSmallServer, type SmallServer } from "../test/small-server";

/** GET with a Host header of the caller's choosing (fetch would write the real one). */
function getWithHost(server: SmallServer, path: string, host: string) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host, accept: "application/json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const FORGED = "evil.example";

describe("paging links", () => {
  let plain: SmallServer;
  let published: SmallServer;
  beforeAll(async () => {
    [plain, published] = await Promise.all([
      startSmallServer(),
      startSmallServer({ config: { publicUrl: "https://pathagar.example" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.stop(), published?.stop()]);
  });

  it("without PUBLIC_URL: path and query only, whatever Host was sent", async () => {
    const res = await getWithHost(plain, "/api/courses?page=1&term=x", FORGED);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(FORGED);
    expect(JSON.parse(res.text).links).toEqual({
      first: "/api/courses?page=1&term=x",
      last: "/api/courses?page=1&term=x",
      prev: null,
      next: null,
    });
  });

  it("with PUBLIC_URL: absolute under it, never under the Host sent", async () => {
    const res = await getWithHost(published, "/api/courses?term=x", FORGED);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(FORGED);
    expect(JSON.parse(res.text).links.first).toBe(
      "https://pathagar.example/api/courses?term=x&page=1",
    );
  });
});
