// Login by the OAuth password grant (POST /oauth/token), keeping the OAuth error code and hint.
import * as v from "valibot";
import { ApiError, parseRetryAfter } from "../api/errors";
import { OAuthError, OAuthToken } from "../api/schemas";

/** The first-party client the server knows this app by (public: it ships in the bundle). */
export const OAUTH_CLIENT = {
  id: import.meta.env.VITE_OAUTH_CLIENT_ID ?? "pathagar-web",
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? "pathagar-web-secret",
};

/**
 * A refused password grant: the OAuth `error` code, its hint, and any field errors. `otc_required` (the
 * network is asking too often: a one-time code is needed) carries how long a code lives; `otc_rejected`
 * says the code (or the password sent with it) was not accepted.
 */
export class OAuthFailure extends Error {
  override readonly name = "OAuthFailure";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly hint: string | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly codeSeconds?: number,
  ) {
    super(message);
  }
}

const FieldErrors = v.optional(v.record(v.string(), v.array(v.string())));
const CodeLife = v.object({
  data: v.object({ otc_expired_after_in_seconds: v.pipe(v.number(), v.minValue(1)) }),
});

/**
 * Exchanges a username and password (and the one-time code of a challenge, in `ot-code`) for a bearer
 * token. Rejects with OAuthFailure or ApiError.
 */
export async function passwordGrant(
  username: string,
  password: string,
  code?: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/oauth/token", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        ...(code ? { "ot-code": code } : {}),
      },
      body: JSON.stringify({
        grant_type: "password",
        client_id: OAUTH_CLIENT.id,
        client_secret: OAUTH_CLIENT.secret,
        username,
        password,
        scope: "",
      }),
    });
  } catch (error) {
    throw new ApiError(0, "network", error instanceof Error ? error.message : "Network error");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const token = v.safeParse(OAuthToken, body);
    if (token.success) return token.output.access_token;
    throw new ApiError(response.status, "http", "The server's answer had an unexpected shape.");
  }
  const failure = v.safeParse(OAuthError, body);
  const errors = v.safeParse(v.object({ errors: FieldErrors }), body);
  const fieldErrors = errors.success ? (errors.output.errors ?? {}) : {};
  if (failure.success) {
    const { error, error_description, hint, message } = failure.output;
    const life = v.safeParse(CodeLife, body);
    throw new OAuthFailure(
      response.status,
      error,
      message ?? error_description ?? error,
      hint,
      fieldErrors,
      life.success ? life.output.data.otc_expired_after_in_seconds : undefined,
    );
  }
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? body.message
      : response.statusText || `HTTP ${response.status}`;
  throw new ApiError(
    response.status,
    "http",
    message,
    fieldErrors,
    parseRetryAfter(response.headers.get("Retry-After")),
  );
}
