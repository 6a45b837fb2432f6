// Image files only, compressed and resized on the device before upload (browser-image-compression).
import imageCompression from "browser-image-compression";

/** What the picker accepts: photos a phone or camera makes (no SVG, which can carry script). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

export const isImageFile = (file: File): boolean => IMAGE_TYPES.includes(file.type);

/** Largest side in px and size budget per kind of picture. */
export const IMAGE_LIMITS = {
  photo: { maxWidthOrHeight: 800, maxSizeMB: 0.5 },
  cover: { maxWidthOrHeight: 1600, maxSizeMB: 1 },
} as const;

/**
 * A smaller copy of `file` for upload. GIFs (often animated) and files already small enough are
 * sent as they are; if compression fails the original is sent (the server checks it anyway).
 */
export async function prepareImage(file: File, kind: keyof typeof IMAGE_LIMITS): Promise<File> {
  const limits = IMAGE_LIMITS[kind];
  if (file.type === "image/gif") return file;
  try {
    // No web worker: it would load the library from a CDN, which the CSP (and offline use) forbid.
    return await imageCompression(file, { ...limits, useWebWorker: false });
  } catch {
    return file;
  }
}
