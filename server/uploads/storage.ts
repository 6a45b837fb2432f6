// Stores an uploaded image, redrawn without its metadata, in the upload store with a random name and its type.
import { randomBytes } from "node:crypto";
import type { UploadStore } from "./store";
import { invalid } from "../domain/errors";
import { MAX_IMAGE_PIXELS, reencodeImage } from "./reencode";
import { MAX_IMAGE_BYTES, sniffImage, type ImageType } from "../../src/lib/imageTypes";
import { looksLikeMarkup } from "./markup";

/** The stored file's extension, which also gives the type it is served with. */
const EXTENSIONS: Record<ImageType, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" };

const label = (field: string) => field.replace(/_/g, " ");

/**
 * Checks that `value` (a form field) is a JPEG, PNG, WebP or GIF of at most 5 MB by its content that
 * decodes, stores it re-encoded (upright, without EXIF, GPS or any other metadata) and answers its public
 * URL (`/uploads/<name>?t=<tick>`, or under S3_PUBLIC_URL); 422 on `field` otherwise. Earlier files stay: cached posts and profiles
 * offline may still show them.
 */
export async function storeImage(
  store: UploadStore,
  field: string,
  value: unknown,
): Promise<string> {
  if (value === undefined || value === null || value === "") {
    throw invalid({ [field]: [`The ${label(field)} field is required.`] });
  }
  const notImage = `The ${label(field)} must be an image (JPEG, PNG, WebP or GIF).`;
  if (!(value instanceof Blob)) throw invalid({ [field]: [notImage] });
  if (value.size > MAX_IMAGE_BYTES) {
    throw invalid({
      [field]: [
        `The ${label(field)} must not be greater than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
      ],
    });
  }
  if (value.size === 0) throw invalid({ [field]: [notImage] });
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type || looksLikeMarkup(bytes)) throw invalid({ [field]: [notImage] });
  const redrawn = await reencodeImage(bytes, type);
  if (!redrawn.ok && redrawn.reason === "too-large") {
    const megapixels = MAX_IMAGE_PIXELS / 1_000_000;
    throw invalid({
      [field]: [`The ${label(field)} must not be larger than ${megapixels} megapixels.`],
    });
  }
  if (!redrawn.ok || looksLikeMarkup(redrawn.bytes)) throw invalid({ [field]: [notImage] });
  const name = `${randomBytes(16).toString("hex")}.${EXTENSIONS[type]}`;
  await store.put(name, redrawn.bytes);
  return `${store.url(name)}?t=${Date.now()}`;
}
