// The library QR code: an SVG encoding the library's public address, cacheable; 404 for anything else.
// The address is PUBLIC_URL or the request's own Host, never a forwarded header a caller could send.
import QRCode from "qrcode";
import { call, login, RAHIM, serverUrl } from "../test/http";
import { readConfig } from "../config";
import { publicOrigin, qrCacheHeaders } from "./qr";

const draw = (text: string) =>
  QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });

async function alokito(): Promise<number> {
  const token = await login(RAHIM);
  return (await call("/api/searches/alokito", { token })).body.data.id;
}

describe("GET /qr-codes/library_qr_codes/lib_qr_{id}.svg", () => {
  it("draws the library's address from the request's own Host, kept by the browser only", async () => {
    const id = await alokito();
    const res = await call(`/qr-codes/library_qr_codes/lib_qr_${id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(res.headers.get("vary")).toContain("Host");
    expect(res.text).toBe(await draw(`${serverUrl()}/alokito`));
    expect(res.text).not.toContain("<script");
    const etag = res.headers.get("etag")!;
    const again = await call(`/qr-codes/library_qr_codes/lib_qr_${id}.svg`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("never takes its host from X-Forwarded-Host or X-Forwarded-Proto", async () => {
    const id = await alokito();
    const res = await call(`/qr-codes/library_qr_codes/lib_qr_${id}.svg`, {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe(await draw(`${serverUrl()}/alokito`));
    expect(res.text).not.toBe(await draw("https://evil.example/alokito"));
    expect(res.headers.get("cache-control")).not.toContain("public");
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

describe("with PUBLIC_URL set", () => {
  const config = { publicUrl: "https://pathagar.example" };

  it("the code points to PUBLIC_URL whatever the request's Host, and shared caches may keep it", () => {
    expect(publicOrigin(config, "http://evil.example/qr-codes/library_qr_codes/lib_qr_1.svg")).toBe(
      "https://pathagar.example",
    );
    expect(qrCacheHeaders(config)).toEqual({ "Cache-Control": "public, max-age=86400" });
    expect(publicOrigin({ publicUrl: undefined }, "http://10.0.0.5:8080/x")).toBe(
      "http://10.0.0.5:8080",
    );
  });

  it("PUBLIC_URL must be an http or https address; only its origin is kept", () => {
    expect(readConfig({ PUBLIC_URL: "https://pathagar.example/some/path" }).publicUrl).toBe(
      "https://pathagar.example",
    );
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(() => readConfig({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: "pathagar.example" })).toThrow(/PUBLIC_URL/);
  });
});
