// The one error type every API call rejects with: network, timeout or an HTTP status with its message.
import * as v from "valibot";
import { ErrorBody, type Holder } from "./schemas/common";

export type ApiErrorKind = "network" | "timeout" | "http";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status; 0 when no answer came (network) or it came too late (timeout). */
    readonly status: number,
    readonly kind: ApiErrorKind,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** Seconds the server asked us to wait (429/503 Retry-After). */
    readonly retryAfter?: number,
    /** A conflict's machine-readable reason (409), e.g. `book_code_taken`. */
    readonly reason?: string,
    /** Who has the copy, for `book_on_loan`. */
    readonly holder?: Holder,
  ) {
    super(message);
  }

  /**
   * Worth sending again later: no answer, a server fault, "too many requests", or a 409 without a reason
   * (the server is still answering an earlier send of the same Idempotency-Key). A 409 with a reason is a
   * conflict: sending it again changes nothing until someone resolves it.
   */
  get retryable(): boolean {
    if (this.status === 409) return !this.reason;
    return this.kind !== "http" || this.status >= 500 || [408, 429].includes(this.status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Builds the ApiError for a non-2xx answer, reading `message`, `errors`, `reason` and `holder` when there. */
export async function httpError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    const parsed = v.safeParse(ErrorBody, await response.json());
    if (parsed.success) body = parsed.output;
  } catch {
    // Not JSON (a proxy's HTML page): fall back to the status text.
  }
  return new ApiError(
    response.status,
    "http",
    body.message || response.statusText || `HTTP ${response.status}`,
    body.errors ?? {},
    parseRetryAfter(response.headers.get("Retry-After")),
    body.reason || undefined,
    body.holder ?? undefined,
  );
}
