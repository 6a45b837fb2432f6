// Picked images: accepted only when the declared type and the first bytes agree; shrunk when that helps.
import { beforeEach, describe, expect, it, vi } from "vitest";

const compression = vi.hoisted(() => vi.fn());
vi.mock("browser-image-compression", () => ({ default: compression }));

import { checkImageFile, compressImage } from "./image";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const bytes = (list: number[] | string) =>
  typeof list === "string" ? new TextEncoder().encode(list) : new Uint8Array(list);
const file = (content: number[] | string, type: string, name = "photo") =>
  new File([bytes(content)], name, { type });

describe("checkImageFile", () => {
  it("accepts a file whose type and bytes agree", async () => {
    expect(await checkImageFile(file(PNG, "image/png"))).toBe("png");
    expect(await checkImageFile(file(JPEG, "image/jpeg"))).toBe("jpeg");
    expect(await checkImageFile(file(JPEG, "IMAGE/JPG"))).toBe("jpeg");
    expect(await checkImageFile(file("RIFF\0\0\0\0WEBPVP8 ", "image/webp"))).toBe("webp");
  });

  it("refuses HEIC, AVIF and BMP, which the server cannot store", async () => {
    expect(await checkImageFile(file("\0\0\0\x18ftypheic", "image/heic"))).toBeNull();
    expect(await checkImageFile(file("\0\0\0\x1cftypavif", "image/avif"))).toBeNull();
    expect(await checkImageFile(file("BM\0\0\0\0", "image/bmp"))).toBeNull();
  });

  it("refuses non-images, SVG, renamed files and empty files", async () => {
    expect(await checkImageFile(file("%PDF-1.7", "application/pdf"))).toBeNull();
    expect(await checkImageFile(file("<svg/>", "image/svg+xml"))).toBeNull();
    expect(await checkImageFile(file("MZ\x90\0", "image/png"))).toBeNull(); // an .exe called photo.png
    expect(await checkImageFile(file(JPEG, "image/png"))).toBeNull();
    expect(await checkImageFile(file([], "image/png"))).toBeNull();
  });
});

describe("compressImage", () => {
  beforeEach(() => compression.mockReset());

  it("returns the smaller compressed file under the original name", async () => {
    const original = file("x".repeat(5000), "image/jpeg", "cat.jpg");
    compression.mockResolvedValue(new Blob(["small"], { type: "image/jpeg" }));
    const out = await compressImage(original);
    expect(out.name).toBe("cat.jpg");
    expect(out.size).toBe(5);
    expect(compression).toHaveBeenCalledWith(
      original,
      expect.objectContaining({ maxSizeMB: 1, useWebWorker: false }),
    );
  });

  it("keeps the original when compression fails, does not help, or for GIFs", async () => {
    const original = file("tiny", "image/png", "a.png");
    compression.mockResolvedValueOnce(new Blob(["much bigger"], { type: "image/png" }));
    expect(await compressImage(original)).toBe(original);
    compression.mockRejectedValueOnce(new Error("no canvas"));
    expect(await compressImage(original)).toBe(original);
    const gif = file("GIF89a", "image/gif");
    expect(await compressImage(gif)).toBe(gif);
    expect(compression).toHaveBeenCalledTimes(2);
  });
});
