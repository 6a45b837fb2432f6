// Picks the upload store the settings name: the object store when S3_* is set, the local disk otherwise.
import type { ServerConfig } from "../config";
import { diskStore } from "./disk-store";
import { s3Store } from "./s3-store";
import type { UploadStore } from "./store";

export function openUploadStore(config: Pick<ServerConfig, "uploadsDir" | "s3">): UploadStore {
  return config.s3 ? s3Store(config.s3) : diskStore(config.uploadsDir);
}
