// Uploads on the local disk under UPLOADS_DIR (the default): one file per key, seed pictures in seed/.
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pictureType, type UploadStore } from "./store";

export interface DiskStore extends UploadStore {
  readonly kind: "disk";
  /** The folder the files are in (served as it is under /uploads). */
  readonly dir: string;
}

export function diskStore(dir: string): DiskStore {
  return {
    kind: "disk",
    dir,
    async put(key, bytes) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const contentType = pictureType(key);
      if (!contentType) return undefined;
      const file = path.join(dir, key);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: found.size, contentType };
    },
    url: (key) => `/uploads/${key}`,
    async remove(key) {
      if (pictureType(key)) await rm(path.join(dir, key), { force: true });
    },
  };
}
