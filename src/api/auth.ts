// Authentication calls: token login, one-time-code login and registration, password reset, who am I.
import { apiRequest } from "./client";
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

export const resetPassword = (newPassword: string, confirm: string) =>
  apiRequest("auth/reset-password", ResetPasswordResponse, {
    method: "post",
    json: { new_password: newPassword, confirm_new_password: confirm },
  });

export const fetchMe = async () => (await apiRequest("auth/me", MeResponse)).data.attributes;
