// Idempotency-Key on writes: the same caller and key within 24 h gets the stored answer and nothing is written again.
import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../context";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { idempotencyKeys } from "../db/schema";
import { WRITE_METHODS } from "./methods";
import { requestFingerprint } from "./request-fingerprint";

const WINDOW_MS = 24 * 3600 * 1000;
/**
 * Answers that carry a fresh bearer token are never stored: a stored copy would be a usable token kept
 * in plain text. The home page's cookie is set or expired by a header, which a replay would leave out.
 */
const TOKEN_ISSUING_PATHS = new Set([
  "/oauth/token",
  "/api/auth/login",
  "/api/auth/login-with-otc",
  "/api/auth/home-session",
]);
/**
 * Status of the claim while its request runs (never seen by others: it commits with the answer; only a
 * catalogue import's journal, import-journal.ts, is seen in progress).
 */
export const IN_PROGRESS = 0;
/**
 * Routes that handle their key themselves: a catalogue import runs for seconds in short statements with a
 * journal of its own (import-journal.ts); one transaction around it all would hold the database that long.
 */
const OWN_KEYS = /^\/api\/libraries\/\d+\/books\/import$/;

type StoredRow = typeof idempotencyKeys.$inferSelect;

/** Thrown inside the request's transaction to undo its write and its claim. */
class Undo extends Error {}

/** A server failure, a rate limit or a missing login is not final, and a cookie is not stored. */
export const storable = (res: Response) =>
  res.status < 500 && res.status !== 429 && res.status !== 401 && !res.headers.has("set-cookie");

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
  if (OWN_KEYS.test(c.req.path)) return next();
  const deps = c.var.deps;
  const fingerprint = await requestFingerprint(c);
  const url = new URL(c.req.url);
  const claim = {
    // Callers without a token cannot be told apart: only the very same request shares an answer.
    scope: c.var.user?.id ?? 0,
    key: c.var.user ? key : `${key} ${fingerprint}`,
    method: c.req.method,
    path: url.pathname + url.search,
    fingerprint,
  };
  await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - WINDOW_MS)));

  // The claim, the route's writes and the stored answer commit together: a crash leaves none of them,
  // and a second request with the key waits on the claim's row until the first one's answer is there.
  let stored: StoredRow | undefined;
  let claimed = false;
  try {
    await inTransaction(deps.db, async (t) => {
      const [row] = await t
        .insert(idempotencyKeys)
        .values({ ...claim, status: IN_PROGRESS, body: "", contentType: "" })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (!row) {
        stored = await storedAnswer(t, claim.scope, claim.key);
        return;
      }
      claimed = true;
      c.set("deps", { ...deps, db: t });
      try {
        await next();
      } finally {
        c.set("deps", deps);
      }
      if (c.error || !storable(c.res)) throw new Undo();
      await t
        .update(idempotencyKeys)
        .set(await answerOf(c))
        .where(eq(idempotencyKeys.id, row.id));
    });
  } catch (err) {
    if (!(err instanceof Undo)) throw err;
    // A refusal thrown by the route (its writes undone) is still the answer to give this key again.
    if (storable(c.res))
      await deps.db
        .insert(idempotencyKeys)
        .values({ ...claim, ...(await answerOf(c)) })
        .onConflictDoNothing();
  }
  if (claimed) return;
  return replay(c, stored, claim);
};

export async function storedAnswer(
  db: Db,
  scope: number,
  key: string,
): Promise<StoredRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

const answerOf = (c: AppContext) => answerIn(c.res);

/** What is stored of an answer. */
export async function answerIn(res: Response) {
  return {
    status: res.status,
    body: await res.clone().text(),
    contentType: res.headers.get("content-type") ?? "application/json",
  };
}

export function replay(
  c: AppContext,
  stored: StoredRow | undefined,
  claim: { method: string; path: string; fingerprint: string },
): Response {
  if (!stored || stored.status === IN_PROGRESS) {
    // The answer was purged between the claim and the read: asking again runs the request.
    c.header("Retry-After", "1");
    return c.json(
      { message: "A request with this Idempotency-Key is still being processed." },
      409,
    );
  }
  const same = stored.fingerprint
    ? stored.fingerprint === claim.fingerprint
    : stored.method === claim.method && stored.path === claim.path;
  if (!same) {
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
