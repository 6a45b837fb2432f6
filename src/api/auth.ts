// Authentication calls: token login, one-time-code login and registration, password reset, who am I.
import { AnyBody, apiRequest } from "./client";
import { LoginResponse, MeResponse, OtcResponse, ResetPasswordResponse } from "./schemas";

export const login = async (username: string, password: string) =>
  (await apiRequest("auth/login", LoginResponse, { method: "post", json: { username, password } }))
    .data.token;

export const loginWithOtc = (otcTypeName: string, username: string, code?: string) =>
  apiRequest("auth/login-with-otc", OtcResponse, {
    method: "post",
    json: { otc_type_name: otcTypeName, username },
    headers: code ? { "ot-code": code } : {},
  });

export interface Registration {
  first_name: string;
  surname: string;
  username: string;
  password: string;
  dob: string;
  gender: string;
}

export const registerWithUsername = (fields: Registration, code?: string) =>
  apiRequest("auth/register-with-username", OtcResponse, {
    method: "post",
    json: fields,
    headers: code ? { "ot-code": code } : {},
  });

const bearer = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Sent with the one-time-code token as bearer (SPEC §7). */
export const resetPassword = (newPassword: string, confirm: string, otcToken?: string) =>
  apiRequest("auth/reset-password", ResetPasswordResponse, {
    method: "post",
    json: { new_password: newPassword, confirm_new_password: confirm },
    headers: bearer(otcToken),
  });

/** The caller's profile; `token` asks for a token's owner before that token is stored. */
export const fetchMe = async (token?: string) =>
  (await apiRequest("auth/me", MeResponse, { headers: bearer(token) })).data;

/** Revokes `token` on the server (the session may already have forgotten it). */
export const logout = (token?: string) =>
  apiRequest("auth/logout", AnyBody, { method: "post", headers: bearer(token) });
