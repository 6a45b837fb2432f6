// A real S3-protocol server (s3rver) on 127.0.0.1 at a free port, in a folder of its own, for tests of the
// object store: the server under test talks to it over HTTP exactly as to AWS S3 or MinIO.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../uploads/s3-settings";

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Settings for a store in the bucket (`publicUrl` unset). */
  settings: S3Settings;
  /** The same as S3_* environment variables, for a server process. */
  env: Record<string, string>;
  /** Where an object is readable without credentials (s3rver serves buckets publicly, as a CDN would). */
  objectUrl(key: string): string;
  close(): Promise<void>;
}

/** s3rver's built-in account; it checks the key id (an unknown one is refused) but not v4 signatures. */
export const S3RVER_KEY = "S3RVER";

export async function startS3Server(bucket = "pathagar-test"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "pathagar-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: "us-east-1",
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    publicUrl: undefined,
  };
  return {
    endpoint,
    bucket,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    objectUrl: (key) => `${endpoint}/${bucket}/${key}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
