// Checks that a chosen file is an image and shrinks it on the device before it is queued for upload.
import imageCompression from "browser-image-compression";

export class NotAnImageError extends Error {}

/** The largest side and size a post picture is sent with. */
const LIMITS = { maxWidthOrHeight: 1600, maxSizeMB: 0.8 };

export async function prepareImage(file: File): Promise<Blob> {
  if (!file.type.startsWith("image/")) throw new NotAnImageError(file.name);
  // GIFs would lose their animation; small files are already fine.
  if (file.type === "image/gif" || file.size <= 200_000) return file;
  try {
    return await imageCompression(file, { ...LIMITS, useWebWorker: false });
  } catch {
    return file; // an image the browser cannot decode still goes up as it is
  }
}
