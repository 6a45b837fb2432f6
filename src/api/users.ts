// Users: search, one user, the libraries a user belongs to, and deleting one's own account.
import * as v from "valibot";
import { AnyBody, apiRequest } from "./client";
import { Data, Library, Paged, User } from "./schemas";

export const fetchUsers = (term?: string, page = 1) =>
  apiRequest("users", Paged(User), { searchParams: { term, page } });

export async function fetchUser(id: number) {
  const a = await apiRequest(`users/${id}`, v.union([Data(User), User]));
  return "data" in a ? a.data : a;
}

export const fetchUserLibraries = (id: number, page = 1) =>
  apiRequest(`users/${id}/libraries`, Paged(Library), { searchParams: { page } });

/** Deletes the caller's own account (422 on `password` when it is wrong). */
export const deleteAccount = (id: number, password: string) =>
  apiRequest(`users/${id}`, AnyBody, { method: "delete", json: { password } });
