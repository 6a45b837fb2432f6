// Uploads in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …), signed with AWS Signature v4 by
// aws4fetch over Node's own fetch. Objects carry their type and cache lifetime, so a CDN or the bucket's
// public address can serve them as they are.
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "./s3-settings";
import { cacheControlFor, pictureType, type UploadStore } from "./store";

/** An object store call that takes longer has failed (the reader's request should not hang on it). */
const CALL_TIMEOUT_MS = 15_000;

/** The store refused or could not be reached: the request answers 503 (server/http/errors.ts). */
export class ObjectStoreError extends Error {
  constructor(action: string, key: string, status: number | undefined, cause?: unknown) {
    super(
      status === undefined
        ? `The object store could not be reached to ${action} ${key}`
        : `The object store answered ${status} to ${action} ${key}`,
      { cause },
    );
  }
}

export interface S3Store extends UploadStore {
  readonly kind: "s3";
}

export function s3Store(settings: S3Settings): S3Store {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // A 5xx or 429 is tried twice more; aws4fetch's default ten would keep a reader waiting for a minute.
    retries: 2,
  });
  const objectUrl = (key: string) =>
    `${settings.endpoint}/${settings.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const call = async (action: "PUT" | "GET" | "DELETE", key: string, init: RequestInit) => {
    try {
      return await client.fetch(objectUrl(key), {
        ...init,
        method: action,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (err) {
      throw new ObjectStoreError(action, key, undefined, err);
    }
  };

  return {
    kind: "s3",
    async put(key, bytes) {
      const contentType = pictureType(key);
      if (!contentType) throw new Error(`Not a picture's name: ${JSON.stringify(key)}`);
      const res = await call("PUT", key, {
        // Node's fetch sends any Uint8Array; the DOM typings ask for one over a plain ArrayBuffer.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType, "Cache-Control": cacheControlFor(key) },
      });
      await res.body?.cancel();
      if (!res.ok) throw new ObjectStoreError("PUT", key, res.status);
    },
    async get(key) {
      const contentType = pictureType(key);
      if (!contentType) return undefined;
      const res = await call("GET", key, {});
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new ObjectStoreError("GET", key, res.status);
      }
      const length = res.headers.get("content-length");
      return { body: res.body, size: length ? Number(length) : undefined, contentType };
    },
    url: (key) => (settings.publicUrl ? `${settings.publicUrl}/${key}` : `/uploads/${key}`),
    async remove(key) {
      if (!pictureType(key)) return;
      const res = await call("DELETE", key, {});
      await res.body?.cancel();
      // S3 answers 204 whether or not the object was there; some stores answer 404 for none.
      if (!res.ok && res.status !== 404) throw new ObjectStoreError("DELETE", key, res.status);
    },
  };
}
