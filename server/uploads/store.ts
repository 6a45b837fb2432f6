// Where uploads and seed pictures live: one interface over the local disk and an S3-compatible object store.

/** A stored picture as read back: its bytes as a stream, their count and type. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number | undefined;
  contentType: string;
}

export interface UploadStore {
  /** "disk" or "s3", for the log and for serving. */
  readonly kind: "disk" | "s3";
  /** Stores `bytes` under `key` (an upload's name, or `seed/<name>`), replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored object, or undefined when there is none under `key` (or `key` is not a picture's name). */
  get(key: string): Promise<StoredObject | undefined>;
  /** The address readers load the picture from: `/uploads/<key>`, or under S3_PUBLIC_URL. */
  url(key: string): string;
  /** Deletes the object under `key`; none there (or not a picture's name) is not an error. */
  remove(key: string): Promise<void>;
}

/** The types pictures are served with, by extension; nothing else is ever stored or served. */
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** An upload's name (random hex), or a seed picture's under seed/: no dots to climb, no folders to list. */
const KEY = /^(?:seed\/)?[a-z0-9][a-z0-9-]{0,99}\.(jpg|png|gif|webp|svg)$/;

/** The type `key` is served with, or undefined when it is not a name a picture can have. */
export function pictureType(key: string): string | undefined {
  const ext = KEY.exec(key)?.[1];
  return ext ? TYPES[ext] : undefined;
}

/**
 * Upload names are random and never reused: a year, immutable. Seed pictures keep their names across
 * releases while their drawing may change, so a day.
 */
export function cacheControlFor(key: string): string {
  return key.startsWith("seed/") ? "public, max-age=86400" : "public, max-age=31536000, immutable";
}
