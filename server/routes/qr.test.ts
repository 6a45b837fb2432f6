// The library QR code: an SVG encoding the library's public address, cacheable; 404 for anything else.
import QRCode from "qrcode";
import { call, login, RAHIM, serverUrl } from "../test/http";

describe("GET /qr-codes/library_qr_codes/lib_qr_{id}.svg", () => {
  it("draws the library's public URL as an SVG", async () => {
    const token = await login(RAHIM);
    const lib = (await call("/api/searches/alokito", { token })).body.data;
    const res = await call(`/qr-codes/library_qr_codes/lib_qr_${lib.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("public");
    const expected = await QRCode.toString(`${serverUrl()}/alokito`, {
      type: "svg",
      margin: 1,
      errorCorrectionLevel: "M",
    });
    expect(res.text).toBe(expected);
    expect(res.text).not.toContain("<script");
    const etag = res.headers.get("etag")!;
    const again = await call(`/qr-codes/library_qr_codes/lib_qr_${lib.id}.svg`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for a missing library or a wrong file name", async () => {
    for (const file of [
      "lib_qr_99999999.svg",
      "lib_qr_99999999999999.svg",
      "lib_qr_1.png",
      "lib_qr_.svg",
      "..%2F..%2Fpackage.json",
    ]) {
      const res = await call(`/qr-codes/library_qr_codes/${file}`);
      expect(res.status, file).toBe(404);
    }
  });
});
