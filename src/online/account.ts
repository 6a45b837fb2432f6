// The account's online-only calls (nothing of them is kept in the mirror): one-time codes,
// registration, password reset, the caller's profile, logout and deleting the account.
import * as authApi from "../api/auth";
import * as usersApi from "../api/users";

export type { Registration } from "../api/auth";

/** Asks for a one-time code of `otcType` for `username`; with `code`, answers it (SPEC §7). */
export const loginWithOtc = (otcType: string, username: string, code?: string) =>
  authApi.loginWithOtc(otcType, username, code);

/** Registers a reader; the server answers with a one-time code to confirm, then a token. */
export const registerWithUsername = (fields: authApi.Registration, code?: string) =>
  authApi.registerWithUsername(fields, code);

/** Sets a new password, authorised by the one-time-code token. */
export const resetPassword = (newPassword: string, confirm: string, otcToken?: string) =>
  authApi.resetPassword(newPassword, confirm, otcToken);

/** The caller's profile; `token` asks for a token's owner before that token is stored. */
export const fetchMe = (token?: string) => authApi.fetchMe(token);

/** Revokes `token` on the server (the session may already have forgotten it). */
export const logout = (token?: string) => authApi.logout(token);

/** Deletes the caller's own account on the server, checked by `password`. */
export const deleteAccount = (id: number, password: string) => usersApi.deleteAccount(id, password);
