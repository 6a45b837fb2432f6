// Builds the HTTP application: the API routes, then the built PWA.
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerConfig } from "./config";
import type { AppEnv, Deps } from "./context";
import { authenticate } from "./http/auth";
import { handleError } from "./http/errors";
import { idempotency } from "./http/idempotency";
import { securityHeaders } from "./http/security-headers";
import { mountShareTarget } from "./http/share-target";
import { mountStatic } from "./http/static";
import { mountHomePage } from "./http/home-page";
import { mountUploads } from "./http/uploads-static";
import { mountRoutes } from "./routes";
import { mountOpenApi } from "./http/openapi";
import { clearPagesOnWrite, PageCache } from "./http/page-cache";
import { databaseVersion } from "./http/shared-version";
import { setAnswerHeader } from "./http/answer-headers";
import { noticeSpaceAgain } from "./http/out-of-space";
import { BODYLESS_METHODS } from "./http/methods";
import { compress } from "./http/compress";
import { etagApiReads, etagPages } from "./http/etags";
import { mountHealth } from "./http/health";
import { logRequest, tagRequest } from "./http/request-log";

/** Largest request body accepted (an upload of a phone photo, already compressed by the app). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * An answer sent before the body was read (a 401 to an upload) must still read the rest of it, or the next
 * request on the same keep-alive connection finds the socket closed ("other side closed").
 */
const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (BODYLESS_METHODS.has(c.req.method)) return next();
  await next();
  const raw = c.req.raw;
  if (!raw.body || raw.bodyUsed) return;
  const length = Number(c.req.header("content-length") ?? Number.NaN);
  if (length <= 4 * MAX_BODY_BYTES) {
    // Read to the end (and drop) so the client gets this answer and the connection stays usable.
    const reader = raw.body.getReader();
    while (!(await reader.read().catch(() => ({ done: true }))).done);
  } else {
    // Far too large (or of unknown length) to read for nothing: end the connection after this answer.
    setAnswerHeader(c, "Connection", "close");
  }
};

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A real PostgreSQL may have other instances writing to it; PGlite is this process's alone.
  const pages = new PageCache({
    enabled: deps.config.pageCache,
    shared: deps.config.databaseUrl ? databaseVersion(deps.db) : undefined,
  });
  app.onError(handleError);
  app.use("*", tagRequest);
  if (deps.config.logRequests) app.use("*", logRequest);
  app.use("*", drainUnreadBody);
  const publicUploads = deps.config.s3?.publicUrl;
  app.use("*", securityHeaders(publicUploads ? [new URL(publicUploads).origin] : []));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("pages", pages);
    await next();
  });
  mountHealth(app);
  app.use("*", compress);
  app.use("*", etagPages);
  for (const prefix of ["/api/*", "/oauth/*"]) {
    // API answers carry a user's data: no HTTP cache (browser or proxy) may keep them.
    app.use(prefix, async (c, next) => {
      await next();
      setAnswerHeader(c, "Cache-Control", "no-store");
    });
    const limitBody = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: "The request is too large (8 MB at most)." }, 413),
    });
    app.use(prefix, (c, next) =>
      BODYLESS_METHODS.has(c.req.method) ? next() : limitBody(c, next),
    );
    app.use(prefix, clearPagesOnWrite);
    app.use(prefix, noticeSpaceAgain);
    app.use(prefix, authenticate);
    app.use(prefix, idempotency);
    app.use(prefix, etagApiReads);
  }
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  mountRoutes(app);
  mountOpenApi(app);
  app.all("/api/*", (c) => c.json({ message: "Not found." }, 404));
  app.all("/oauth/*", (c) => c.json({ message: "Not found." }, 404));
  mountUploads(app, deps.uploads);
  mountShareTarget(app as unknown as Hono);
  mountHomePage(app, deps.config.staticDir);
  mountStatic(app as unknown as Hono, deps.config.staticDir);
  return app;
}

export type { ServerConfig };
