// Image files only (type and signature, src/lib/image), resized on the device before upload.
import { checkImageFile, compressImage } from "../../lib/image";

/** True when the file says it is an accepted image (lib/imageTypes) and its first bytes agree. */
export async function isImageFile(file: File): Promise<boolean> {
  return (await checkImageFile(file)) !== null;
}

/** Largest side in px and size budget per kind of picture. */
export const IMAGE_LIMITS = {
  photo: { maxWidthOrHeight: 800, maxSizeMB: 0.5 },
  cover: { maxWidthOrHeight: 1600, maxSizeMB: 1 },
} as const;

/** A smaller copy of `file` for upload (GIFs and files compression cannot shrink are sent as they are). */
export const prepareImage = (file: File, kind: keyof typeof IMAGE_LIMITS): Promise<File> =>
  compressImage(file, IMAGE_LIMITS[kind]);
