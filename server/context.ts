// What every route can reach: the database, the settings, the code sender, the upload store, and the caller.
import type { Context } from "hono";
import type { ServerConfig } from "./config";
import type { Db } from "./db/client";
import type { users } from "./db/schema";
import type { PageCache } from "./http/page-cache";
import type { UploadStore } from "./uploads/store";

export type UserRow = typeof users.$inferSelect;

/** Delivers a one-time code to a username (SMS or email in production; the log by default). */
export type CodeSender = (username: string, code: string, purpose: string) => Promise<void>;

export interface Deps {
  db: Db;
  config: ServerConfig;
  sendCode: CodeSender;
  /** Where uploaded pictures are stored and read back (disk or object store). */
  uploads: UploadStore;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** Built post pages, emptied by every write request (one per app). */
    pages: PageCache;
    /** The caller, resolved from the bearer token; null when there is none or it is not valid. */
    user: UserRow | null;
    /** "access" for a login token, "otc" for a one-time-code token (reset password only). */
    tokenKind: "access" | "otc" | null;
    /** This request's id in the log (X-Request-Id, the caller's or made up). */
    requestId: string;
    /** Set by a handler whose JSON answer is a stream (http/json-stream.ts): compressed as it flows. */
    streamed?: boolean;
  };
}

export type AppContext = Context<AppEnv>;
