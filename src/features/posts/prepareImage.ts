// Checks that a chosen file is an image (type and signature) and shrinks it on the device before it is
// queued for upload, with the kit's image helpers.
import { checkImageFile, compressImage } from "../../lib/image";

export class NotAnImageError extends Error {}

/** The largest side and size a post picture is sent with. */
const LIMITS = { maxWidthOrHeight: 1600, maxSizeMB: 0.8 };

export async function prepareImage(file: File): Promise<Blob> {
  if (!(await checkImageFile(file))) throw new NotAnImageError(file.name);
  // Small files are already fine; compressImage keeps GIFs and anything it cannot shrink as they are.
  return file.size <= 200_000 ? file : compressImage(file, LIMITS);
}
