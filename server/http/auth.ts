// Resolves the bearer token on every API request; routes call requireUser() to demand a signed-in caller.
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv, UserRow } from "../context";
import { resolveToken } from "../auth/tokens";
import { HttpError, unauthorized } from "./errors";

export function bearerToken(c: AppContext): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("tokenKind", null);
  const token = bearerToken(c);
  if (token) {
    const found = await resolveToken(c.var.deps.db, token);
    if (found) {
      c.set("user", found.user);
      c.set("tokenKind", found.kind);
    }
  }
  await next();
};

/** The signed-in caller (a login token), or 401. */
export function requireUser(c: AppContext): UserRow {
  const user = c.var.user;
  if (!user || c.var.tokenKind !== "access") throw unauthorized();
  return user;
}

/** The caller holding a one-time-code token (password reset), or 401. */
export function requireOtcUser(c: AppContext): UserRow {
  const user = c.var.user;
  if (!user || c.var.tokenKind !== "otc")
    throw new HttpError(401, "The one-time code session has expired. Ask for a new code.");
  return user;
}
