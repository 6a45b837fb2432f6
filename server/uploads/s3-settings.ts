// The object store's settings from the environment (S3_*): all five set, or none (uploads stay on the disk).

export interface S3Settings {
  /** The store's address (`https://s3.eu-central-1.amazonaws.com`, a MinIO or R2 endpoint); path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where readers load pictures from (a CDN or the bucket's public address); unset: the server streams them. */
  publicUrl: string | undefined;
}

const REQUIRED = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** An http(s) address without a trailing slash, or an error naming the variable. */
function httpAddress(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new Error(`${name} must be an http or https address, not ${JSON.stringify(raw)}`);
  }
  return url.href.replace(/\/+$/, "");
}

/** The S3 settings, or undefined when none of S3_* is set; throws when only some are. */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) {
    if (env.S3_PUBLIC_URL) throw new Error("S3_PUBLIC_URL needs the other S3_* settings too");
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `An object store needs every one of ${REQUIRED.join(", ")}; missing: ${missing.join(", ")}`,
    );
  }
  const bucket = env.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET is not a bucket name: ${JSON.stringify(bucket)}`);
  }
  return {
    endpoint: httpAddress("S3_ENDPOINT", env.S3_ENDPOINT!),
    bucket,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL ? httpAddress("S3_PUBLIC_URL", env.S3_PUBLIC_URL) : undefined,
  };
}
