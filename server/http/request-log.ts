// One log line per answered request: method, path (never the query string, which may hold search words or a
// code), status, milliseconds and the request id (X-Request-Id, echoed or made up). Headers and bodies,
// where tokens, passwords and one-time codes travel, are never logged.
import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "../context";
import { logLine } from "./log";

export const tagRequest = requestId();

export const logRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  logLine(status >= 500 ? "error" : "info", {
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    requestId: c.var.requestId,
  });
};
