// An answer sent before the request body was read (401 to an anonymous upload, 413 to a huge one) leaves the
// keep-alive connection usable for the next request.
import { call } from "./http";

describe("early answers to large bodies", () => {
  it("a 401 to an anonymous 3 MB upload, then the next request on the connection works", async () => {
    for (let i = 0; i < 4; i++) {
      const big = new Blob([new Uint8Array(3 * 1024 * 1024)], { type: "image/png" });
      const res = await call("/api/users/upload-own-photo", { form: { photo: big } });
      expect(res.status).toBe(401);
      expect((await call("/api/health")).status).toBe(200);
    }
  });

  it("a 413 to a body over 8 MB, then the next request works", async () => {
    for (let i = 0; i < 2; i++) {
      const huge = new Blob([new Uint8Array(9 * 1024 * 1024)], { type: "image/png" });
      const res = await call("/api/users/upload-own-photo", { form: { photo: huge } });
      expect([401, 413]).toContain(res.status);
      expect((await call("/api/health")).status).toBe(200);
    }
  });
});
