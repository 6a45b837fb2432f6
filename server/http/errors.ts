// HTTP errors with the bodies the client expects, and the handler that never lets a stack trace out.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isOutOfSpace, outOfSpaceAnswer } from "./out-of-space";

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "Unauthenticated.");
export const forbidden = (message = "This action is unauthorized.") => new HttpError(403, message);
export const notFound = (what = "Resource") => new HttpError(404, `${what} not found.`);

/** 422 with the field → messages map; the message is the first error, as Laravel does. */
export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return new HttpError(422, first, errors);
}

export function handleError(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    const body: Record<string, unknown> = { message: err.message, ...err.extra };
    if (err.errors) body.errors = err.errors;
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status >= 500 ? 400 : err.status;
    return c.json({ message: err.message || "Bad request." }, status);
  }
  if (isOutOfSpace(err)) return outOfSpaceAnswer(c, err);
  if (err instanceof SyntaxError) return c.json({ message: "The request body is not valid." }, 400);
  if (isDataException(err)) {
    // A value PostgreSQL cannot take (bad text encoding, out-of-range number or date) that no rule caught.
    console.warn(`[${c.req.method} ${c.req.path}]`, (err as Error).message);
    return c.json({ message: "The request contains a value that is not valid." }, 400);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return c.json({ message: "Server error." }, 500);
}

/** PostgreSQL's class 22 ("data exception"), from pg or PGlite, possibly wrapped by Drizzle. */
function isDataException(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
