// Users: search, one user, and the libraries a user belongs to.
import * as v from "valibot";
import { apiRequest } from "./client";
import { Data, Library, Paged, User } from "./schemas";

export const fetchUsers = (term?: string, page = 1) =>
  apiRequest("users", Paged(User), { searchParams: { term, page } });

export async function fetchUser(id: number) {
  const a = await apiRequest(`users/${id}`, v.union([Data(User), User]));
  return "data" in a ? a.data : a;
}

export const fetchUserLibraries = (id: number, page = 1) =>
  apiRequest(`users/${id}/libraries`, Paged(Library), { searchParams: { page } });
