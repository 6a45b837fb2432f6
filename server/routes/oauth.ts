// POST /oauth/token, the OAuth 2 password grant for the first-party client, with OAuth-style errors.
import { isFirstPartyClient } from "../auth/client";
import type { AppContext } from "../context";
import { HttpError } from "../http/errors";
import { readInput, type Input } from "../http/input";
import { CHALLENGE_MESSAGE, CHALLENGE_REJECTED, passwordLogin } from "../auth/password-login";
import { TOKEN_TTL_SECONDS } from "../auth/tokens";

type OAuthStatus = 400 | 401;

function oauthError(
  c: AppContext,
  status: OAuthStatus,
  error: string,
  description: string,
  hint?: string,
) {
  const body: Record<string, string> = {
    error,
    error_description: description,
    message: description,
  };
  if (hint) body.hint = hint;
  return c.json(body, status);
}

const MALFORMED =
  "The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.";

const CODE_HINT =
  "Send the same username and password again with the code in the `ot-code` header.";

const text = (input: Input, key: string): string | undefined => {
  const value = input[key];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
};

export async function passwordGrant(c: AppContext): Promise<Response> {
  let input: Input;
  try {
    input = await readInput(c);
  } catch (err) {
    if (err instanceof HttpError)
      return oauthError(
        c,
        400,
        "invalid_request",
        MALFORMED,
        "Send the parameters as JSON or as a form.",
      );
    throw err;
  }
  const grantType = text(input, "grant_type");
  if (!grantType)
    return oauthError(c, 400, "invalid_request", MALFORMED, "Check the `grant_type` parameter");
  if (grantType !== "password") {
    return oauthError(
      c,
      400,
      "unsupported_grant_type",
      "The authorization grant type is not supported by the authorization server.",
      "Check that all required parameters have been provided",
    );
  }
  const clientId = text(input, "client_id");
  const clientSecret = text(input, "client_secret") ?? "";
  if (!clientId)
    return oauthError(c, 400, "invalid_request", MALFORMED, "Check the `client_id` parameter");
  if (!isFirstPartyClient(c.var.deps.config, clientId, clientSecret)) {
    return oauthError(c, 401, "invalid_client", "Client authentication failed");
  }
  const username = text(input, "username")?.trim();
  if (!username)
    return oauthError(c, 400, "invalid_request", MALFORMED, "Check the `username` parameter");
  const password = text(input, "password");
  if (!password)
    return oauthError(c, 400, "invalid_request", MALFORMED, "Check the `password` parameter");

  const login = await passwordLogin(c, username, password);
  if (login.kind === "wrong")
    return oauthError(c, 400, "invalid_grant", "The user credentials were incorrect.");
  if (login.kind === "challenge") {
    // Answered like the other one-time-code calls too (`status`, `data`), for clients that read them.
    return c.json(
      {
        error: "otc_required",
        error_description: CHALLENGE_MESSAGE,
        message: CHALLENGE_MESSAGE,
        hint: CODE_HINT,
        status: "OTC_CHALLENGE",
        data: { otc_expired_after_in_seconds: login.seconds },
      },
      401,
    );
  }
  if (login.kind === "rejected") {
    return c.json(
      {
        error: "otc_rejected",
        error_description: CHALLENGE_REJECTED,
        message: CHALLENGE_REJECTED,
        hint: CODE_HINT,
        status: "OTC_REJECTED",
        data: {},
      },
      401,
    );
  }
  return c.json({
    token_type: "Bearer",
    expires_in: TOKEN_TTL_SECONDS.access,
    access_token: login.token,
  });
}
