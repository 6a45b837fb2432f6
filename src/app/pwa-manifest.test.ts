// The manifest's install extras point at files that exist and say their true sizes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pwaManifest } from "./pwa-manifest";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

/** Width × height of a WebP file (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer): string {
  expect(file.toString("ascii", 0, 4) + file.toString("ascii", 8, 12)).toBe("RIFFWEBP");
  const kind = file.toString("ascii", 12, 16);
  if (kind === "VP8 ") return `${file.readUInt16LE(26) & 0x3fff}x${file.readUInt16LE(28) & 0x3fff}`;
  if (kind === "VP8L") {
    const bits = file.readUInt32LE(21);
    return `${(bits & 0x3fff) + 1}x${((bits >> 14) & 0x3fff) + 1}`;
  }
  return `${file.readUIntLE(24, 3) + 1}x${file.readUIntLE(27, 3) + 1}`;
}

/** Width × height of a PNG file. */
const pngSize = (file: Buffer) => `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;

describe("the web app manifest", () => {
  it("has a narrow and a wide screenshot of the sizes it states, each small", () => {
    const shots = pwaManifest.screenshots ?? [];
    expect(shots.map((s) => s.form_factor).sort()).toEqual(["narrow", "wide"]);
    for (const shot of shots) {
      const file = readFileSync(path.join(PUBLIC, shot.src));
      expect(webpSize(file)).toBe(shot.sizes);
      expect(file.length).toBeLessThan(60_000);
    }
  });

  it("has every icon it names, a monochrome one among them", () => {
    const icons = pwaManifest.icons ?? [];
    expect(icons.some((i) => i.purpose === "monochrome")).toBe(true);
    for (const icon of icons)
      expect(pngSize(readFileSync(path.join(PUBLIC, icon.src)))).toBe(icon.sizes);
  });

  it("offers the feed, my libraries and the desk's scan as shortcuts, and takes shared posts", () => {
    expect(pwaManifest.shortcuts?.map((s) => s.url)).toEqual([
      "/",
      "/libraries/my-libraries",
      "/desk?scan=return",
    ]);
    // Each named in Bangla too, as the app's menu names it.
    expect(
      pwaManifest.shortcuts?.map((s) => (s as unknown as Record<string, unknown>).name_localized),
    ).toEqual([
      { bn: { value: "নিউজ ফিড", lang: "bn" } },
      { bn: { value: "আমার পাঠাগার", lang: "bn" } },
      { bn: { value: "বই ফেরত নিন", lang: "bn" } },
    ]);
    expect(pwaManifest.share_target).toMatchObject({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
    });
    expect(pwaManifest.name).toContain("পাঠাগার");
  });
});
