// Authentication answers: OAuth password grant, token login, one-time-code flows, reset.
import * as v from "valibot";

export const OtcStatus = v.picklist(["OK", "OTC_GENERATED", "OTC_REJECTED"]);
export type OtcStatus = v.InferOutput<typeof OtcStatus>;

/** POST /oauth/token success. */
export const OAuthToken = v.object({
  token_type: v.string(),
  expires_in: v.number(),
  access_token: v.string(),
});

/** POST /oauth/token failure, as OAuth servers send it (400 / 401). */
export const OAuthError = v.object({
  error: v.string(),
  error_description: v.optional(v.string()),
  hint: v.optional(v.string()),
  message: v.optional(v.string()),
});

/** POST /api/auth/login → `{ data: { token } }`. */
export const LoginResponse = v.object({ data: v.object({ token: v.string() }) });

/** POST /api/auth/login-with-otc and /register-with-username. */
export const OtcResponse = v.object({
  status: OtcStatus,
  message: v.optional(v.string()),
  data: v.optional(
    v.object({
      token: v.optional(v.string()),
      otc_expired_after_in_seconds: v.optional(v.number()),
    }),
  ),
});
export type OtcResponse = v.InferOutput<typeof OtcResponse>;

/** POST /api/auth/reset-password. */
export const ResetPasswordResponse = v.object({ status: OtcStatus, message: v.string() });
