// Idempotency-Key on writes: the same caller and key within 24 h gets the stored answer and nothing is written again.
import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { idempotencyKeys } from "../db/schema";
import { WRITE_METHODS } from "./methods";

const WINDOW_MS = 24 * 3600 * 1000;
/**
 * Answers that carry a fresh bearer token are never stored: a stored copy would be a usable token kept
 * in plain text, and callers without a token share one scope. The home page's cookie is set or expired
 * by a header, which a replay would leave out.
 */
const TOKEN_ISSUING_PATHS = new Set([
  "/oauth/token",
  "/api/auth/login",
  "/api/auth/login-with-otc",
  "/api/auth/home-session",
]);
/** Status of the placeholder row while the first request is still being answered. */
const IN_PROGRESS = 0;

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (!key || !WRITE_METHODS.has(c.req.method) || TOKEN_ISSUING_PATHS.has(c.req.path))
    return next();
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    return c.json(
      { message: "The Idempotency-Key header must be 1 to 200 visible characters." },
      400,
    );
  }
  const { db } = c.var.deps;
  const scope = c.var.user?.id ?? 0;
  const path = new URL(c.req.url).pathname + new URL(c.req.url).search;
  const method = c.req.method;

  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - WINDOW_MS)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, method, path, status: IN_PROGRESS, body: "", contentType: "" })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });

  if (claimed.length === 0) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!stored || stored.status === IN_PROGRESS) {
      c.header("Retry-After", "1");
      return c.json(
        { message: "A request with this Idempotency-Key is still being processed." },
        409,
      );
    }
    if (stored.method !== method || stored.path !== path) {
      return c.json(
        { message: "This Idempotency-Key was already used for a different request." },
        422,
      );
    }
    return new Response(stored.body, {
      status: stored.status,
      headers: { "content-type": stored.contentType, "idempotent-replayed": "true" },
    });
  }

  const rowId = claimed[0]!.id;
  try {
    await next();
  } catch (err) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
    throw err;
  }
  const status = c.res.status;
  // Server failures and rate limits are not final: let the retry run the request again.
  if (status >= 500 || status === 429 || status === 401) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
    return;
  }
  const bodyText = await c.res.clone().text();
  await db
    .update(idempotencyKeys)
    .set({
      status,
      body: bodyText,
      contentType: c.res.headers.get("content-type") ?? "application/json",
    })
    .where(eq(idempotencyKeys.id, rowId));
};
