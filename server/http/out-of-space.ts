// A full disk (the uploads folder or the database) answers 507 saying so, logged once until a write succeeds.
import type { Context, MiddlewareHandler } from "hono";
import { WRITE_METHODS } from "./methods";
import { logLine } from "./log";

export const OUT_OF_SPACE =
  "The server is out of storage space. Your change was not saved; try again later.";

/** Whether the last full-disk failure was logged and no write has succeeded since. */
let reported = false;

/**
 * ENOSPC from the file system, or PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file …: No
 * space left on device", as pg and PGlite report it), possibly wrapped by Drizzle.
 */
export function isOutOfSpace(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as typeof e) {
    if (e.code === "ENOSPC" || e.code === "53100") return true;
    if (typeof e.message === "string" && e.message.includes("No space left on device")) return true;
  }
  return false;
}

export function outOfSpaceAnswer(c: Context, err: unknown): Response {
  if (!reported) {
    reported = true;
    const reason = err instanceof Error ? err.message : String(err);
    logLine("error", {
      msg: "The server is out of storage space; writes answer 507 until one succeeds again.",
      method: c.req.method,
      path: c.req.path,
      error: reason,
    });
  }
  return c.json({ message: OUT_OF_SPACE }, 507, { "Retry-After": "60" });
}

/** After a full disk, the first write that succeeds says so in the log (and the next failure logs again). */
export const noticeSpaceAgain: MiddlewareHandler = async (c, next) => {
  await next();
  if (reported && WRITE_METHODS.has(c.req.method) && c.res.status >= 200 && c.res.status < 300) {
    reported = false;
    logLine("info", { msg: "The server is storing writes again." });
  }
};
