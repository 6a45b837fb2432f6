// HTTP errors with the bodies the client expects, the domain's refusals as answers, and the handler
// that never lets a stack trace out.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DomainError, type DomainErrorKind, type FieldErrors } from "../domain/errors";
import { isOutOfSpace, outOfSpaceAnswer } from "./out-of-space";
import { errorFields, logLine } from "./log";
import { ObjectStoreError } from "../uploads/s3-store";

export const STORE_UNAVAILABLE =
  "Pictures cannot be stored or shown right now; try again in a minute.";

// Routes refuse with the domain's words too; the handler below answers them.
export { conflict, forbidden, invalid, notFound, type FieldErrors } from "../domain/errors";

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

/** The status of each kind of domain refusal. */
export const DOMAIN_STATUS = {
  not_found: 404,
  forbidden: 403,
  invalid: 422,
  conflict: 409,
} as const satisfies Record<DomainErrorKind, HttpError["status"]>;

/**
 * A domain refusal as the HttpError it answers as: 404 or 403 `{ message }`, 422 `{ message, errors }`
 * with the field map (its message the first error, as Laravel does), 409 `{ message, reason, … }`.
 */
export function fromDomain(err: DomainError): HttpError {
  const errors = err.kind === "invalid" ? (err.errors ?? {}) : err.errors;
  return new HttpError(DOMAIN_STATUS[err.kind], err.message, errors, err.extra);
}

/** The request an error belongs to, as log fields (never its query string, headers or body). */
const where = (c: Context) => ({
  method: c.req.method,
  path: c.req.path,
  requestId: c.get("requestId") as string | undefined,
});

export function handleError(err: unknown, c: Context): Response {
  if (err instanceof DomainError) return answer(c, fromDomain(err));
  if (err instanceof HttpError) return answer(c, err);
  if (err instanceof HTTPException) {
    const status = err.status >= 500 ? 400 : err.status;
    return c.json({ message: err.message || "Bad request." }, status);
  }
  if (isOutOfSpace(err)) return outOfSpaceAnswer(c, err);
  if (err instanceof ObjectStoreError) {
    logLine("error", { ...where(c), ...errorFields(err) });
    return c.json({ message: STORE_UNAVAILABLE }, 503, { "Retry-After": "60" });
  }
  if (err instanceof SyntaxError) return c.json({ message: "The request body is not valid." }, 400);
  if (isDataException(err)) {
    // A value PostgreSQL cannot take (bad text encoding, out-of-range number or date) that no rule caught.
    logLine("warn", { ...where(c), error: (err as Error).message });
    return c.json({ message: "The request contains a value that is not valid." }, 400);
  }
  logLine("error", { ...where(c), ...errorFields(err) });
  return c.json({ message: "Server error." }, 500);
}

function answer(c: Context, err: HttpError): Response {
  const body: Record<string, unknown> = { message: err.message, ...err.extra };
  if (err.errors) body.errors = err.errors;
  return c.json(body, err.status);
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
