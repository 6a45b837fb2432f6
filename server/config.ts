// Server settings from the environment, with the defaults `npm start` uses.
import os from "node:os";
import path from "node:path";
import type { BlockList } from "node:net";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./http/client-address";
import { readPostgresSettings, readSwitch, type PostgresSettings } from "./db/postgres-settings";
import { readS3Settings, type S3Settings } from "./uploads/s3-settings";
import { normaliseUsername } from "../src/lib/usernames";

export interface ServerConfig {
  host: string;
  port: number;
  /** Embedded PostgreSQL (PGlite) data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  /** A real PostgreSQL; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** The built PWA to serve. */
  staticDir: string;
  /** Uploaded images live here (served under /uploads) unless an object store is set. */
  uploadsDir: string;
  /** The S3-compatible object store uploads and seed pictures go to (S3_*); unset: `uploadsDir`. */
  s3: S3Settings | undefined;
  /** Every one-time code takes this value (development and tests only; refused in production). */
  otcDevCode: string | undefined;
  /** The first-party OAuth client (the PWA) allowed to use the password grant at /oauth/token. */
  oauthClientId: string;
  oauthClientSecret: string;
  production: boolean;
  /**
   * The site's address as readers reach it (`https://pathagar.example`), written into library QR
   * codes. Unset: each request's own Host, and the code is not cached by shared caches.
   */
  publicUrl: string | undefined;
  /**
   * Peers whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses and CIDR ranges); by default
   * none, so the socket's peer is the client.
   */
  trustedProxies: BlockList;
  /** PAGE_CACHE=off builds every feed and timeline page afresh instead of keeping them between writes. */
  pageCache: boolean;
  /**
   * OTC_SECRET: one-time codes are derived from it and a random per-code salt, so any instance sharing it
   * can send a live code again. Unset: a random secret per process (another process sends a new code).
   */
  otcSecret: string | undefined;
  /** One JSON line per answered request on stdout (LOG_REQUESTS, default on). */
  logRequests: boolean;
  /** Pool size, prepared statements and migrations at start for DATABASE_URL. */
  postgres: PostgresSettings;
  /**
   * ADMIN_USERNAMES: Pathagar's administrators (comma-separated usernames), who verify new libraries.
   * Unset: nobody; libraries are then verified only by reaching the threshold (SECURITY.md).
   */
  adminUsernames: string[];
}

/** The origin of PUBLIC_URL (an http or https address), or undefined when unset. */
function readPublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`PUBLIC_URL must be an http or https address, not ${JSON.stringify(raw)}`);
  }
  return url.origin;
}

function readOtcSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32) throw new Error("OTC_SECRET must be at least 32 characters long");
  return raw;
}

/** The database's folder, made absolute; "memory://" (a database in RAM) as it is, not as a folder's name. */
function readDataDir(raw: string | undefined): string {
  if (raw?.startsWith(MEMORY)) return MEMORY;
  return path.resolve(raw ?? "data");
}

const MEMORY = "memory://";

/** Where uploads go by default: beside the database, or for one in RAM a folder of this process's in the temp dir. */
function uploadsBeside(dataDir: string): string {
  return dataDir === MEMORY ? path.join(os.tmpdir(), `pathagar-memory-${process.pid}`) : dataDir;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const dataDir = readDataDir(env.DATA_DIR);
  const otcDevCode = env.OTC_DEV_CODE || undefined;
  if (production && otcDevCode) {
    throw new Error("OTC_DEV_CODE must not be set when NODE_ENV=production");
  }
  return {
    host: env.HOST ?? "127.0.0.1",
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(uploadsBeside(dataDir), "uploads")),
    s3: readS3Settings(env),
    otcDevCode,
    // The PWA ships these in its bundle (VITE_OAUTH_CLIENT_ID / VITE_OAUTH_CLIENT_SECRET): they name the
    // client, they are not a user secret.
    oauthClientId: env.OAUTH_CLIENT_ID || "pathagar-web",
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || "pathagar-web-secret",
    production,
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES),
    pageCache: readSwitch("PAGE_CACHE", env.PAGE_CACHE, true),
    otcSecret: readOtcSecret(env.OTC_SECRET),
    logRequests: readSwitch("LOG_REQUESTS", env.LOG_REQUESTS, true),
    postgres: readPostgresSettings(env),
    adminUsernames: (env.ADMIN_USERNAMES ?? "")
      .split(",")
      .map((name) => normaliseUsername(name.trim()))
      .filter(Boolean),
  };
}
