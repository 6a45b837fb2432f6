// Removes stored uploads named by their public URLs (`/uploads/<name>?t=…` or under S3_PUBLIC_URL) from the store.
import type { UploadStore } from "./store";

const NAME = /^[A-Za-z0-9_-]+\.(?:jpg|png|gif|webp)$/;

/** The key an upload URL names in `store` (an upload's own name, never a seed picture), or null. */
export function uploadKey(store: UploadStore, url: string): string | null {
  const path = url.split(/[?#]/)[0]!;
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (!NAME.test(name)) return null;
  return path === store.url(name) || path === `/uploads/${name}` ? name : null;
}

export async function removeUploads(store: UploadStore, urls: string[]): Promise<void> {
  const keys = urls.map((url) => uploadKey(store, url)).filter((key) => key !== null);
  await Promise.all(keys.map((key) => store.remove(key)));
}
