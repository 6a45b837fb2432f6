// Images chosen for upload: accept real images only (MIME type and file signature), and shrink them.

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "bmp" | "avif" | "heic";

/** MIME types accepted (SVG is not: it can carry scripts). Also the file input's `accept`. */
export const IMAGE_MIME_TYPES: Record<string, ImageKind> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/bmp": "bmp",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heif": "heic",
};
export const IMAGE_ACCEPT = Object.keys(IMAGE_MIME_TYPES).join(",");

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes of a file say it is, or null when no accepted image signature matches. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return "png";
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === "BM") return "bmp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand)) {
      return "heic";
    }
  }
  return null;
}

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === "function") return new Uint8Array(await head.arrayBuffer());
  // Older engines (and some test DOMs) lack Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(head);
  });
}

/** The image kind when both the declared MIME type and the file's signature say it is an accepted image. */
export async function checkImageFile(file: Blob): Promise<ImageKind | null> {
  const declared = IMAGE_MIME_TYPES[file.type.toLowerCase()];
  if (!declared || file.size === 0) return null;
  const sniffed = sniffImage(await headBytes(file, 16));
  // HEIC phones sometimes label the file generically; AVIF and HEIC share the ftyp box.
  if (sniffed === null) return null;
  const compatible =
    sniffed === declared ||
    ((declared === "heic" || declared === "avif") && (sniffed === "heic" || sniffed === "avif"));
  return compatible ? sniffed : null;
}

export interface CompressOptions {
  /** Target size; default 1 MB. */
  maxSizeMB?: number;
  /** Longest side in px; default 1920. */
  maxWidthOrHeight?: number;
}

/**
 * Shrinks a photo before upload (on the page's thread). GIFs are kept as they are (compression would drop the
 * animation), and the original is kept whenever compression does not make it smaller or fails.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  if (file.type === "image/gif") return file;
  try {
    // Loaded on first use: the library is large and only a photo upload needs it.
    const { default: imageCompression } = await import("browser-image-compression");
    const output = await imageCompression(file, {
      maxSizeMB: options.maxSizeMB ?? 1,
      maxWidthOrHeight: options.maxWidthOrHeight ?? 1920,
      // Not in a worker: the library would load its worker script from a CDN, which the app's CSP
      // (script-src 'self') and offline use both forbid, so every compression would fail.
      useWebWorker: false,
    });
    if (output.size >= file.size) return file;
    return new File([output], file.name, {
      type: output.type || file.type,
      lastModified: Date.now(),
    });
  } catch {
    return file;
  }
}
