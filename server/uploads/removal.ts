// Removes stored uploads named by their public URLs (`/uploads/<name>?t=…`); other URLs and missing files are skipped.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "../config";

const UPLOAD = /^\/uploads\/([A-Za-z0-9_-]+\.(?:jpg|png|gif|webp))(?:\?.*)?$/;

/** The file an upload URL names inside `uploadsDir`, or null for any other URL. */
export function uploadFile(uploadsDir: string, url: string): string | null {
  const name = UPLOAD.exec(url)?.[1];
  return name ? path.join(uploadsDir, name) : null;
}

export async function removeUploads(
  config: Pick<ServerConfig, "uploadsDir">,
  urls: string[],
): Promise<void> {
  const files = urls.map((url) => uploadFile(config.uploadsDir, url)).filter((f) => f !== null);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
