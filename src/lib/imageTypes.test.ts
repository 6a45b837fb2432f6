// The image types the app and the server share: signatures, declared MIME types and the file input's accept.
import { declaredImageType, IMAGE_ACCEPT, MAX_IMAGE_BYTES, sniffImage } from "./imageTypes";

const bytes = (list: number[] | string) =>
  typeof list === "string" ? new TextEncoder().encode(list) : new Uint8Array(list);

describe("sniffImage", () => {
  it("recognises JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png");
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImage(bytes("GIF87a...."))).toBe("gif");
    expect(sniffImage(bytes("GIF89a...."))).toBe("gif");
    expect(sniffImage(bytes("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
  });

  it("refuses everything else", () => {
    expect(sniffImage(bytes("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImage(bytes("\0\0\0\x18ftypheic"))).toBeNull();
    expect(sniffImage(bytes("<svg xmlns="))).toBeNull();
    expect(sniffImage(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImage(bytes([]))).toBeNull();
  });
});

describe("declared types", () => {
  it("names the accepted type of a MIME type, whatever its case", () => {
    expect(declaredImageType("image/png")).toBe("png");
    expect(declaredImageType("IMAGE/PJPEG")).toBe("jpeg");
    expect(declaredImageType("image/svg+xml")).toBeNull();
    expect(declaredImageType("image/heic")).toBeNull();
    expect(declaredImageType("constructor")).toBeNull();
    expect(declaredImageType("")).toBeNull();
  });

  it("offers the file input exactly those types, and a 5 MB limit", () => {
    expect(IMAGE_ACCEPT.split(",")).toEqual([
      "image/jpeg",
      "image/jpg",
      "image/pjpeg",
      "image/png",
      "image/gif",
      "image/webp",
    ]);
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });
});
