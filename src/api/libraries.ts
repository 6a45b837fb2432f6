// Libraries: search, one library (by id or unique name), create, edit, delete.
import * as v from "valibot";
import { AnyBody, apiRequest } from "./client";
import { Data, Id, Library, Paged } from "./schemas";

const unwrap = <T>(a: T | { data: T }): T =>
  a && typeof a === "object" && "data" in a ? (a as { data: T }).data : (a as T);

export const fetchLibraries = (term?: string, page = 1) =>
  apiRequest("libraries", Paged(Library), { searchParams: { term, page } });

export const fetchLibrary = async (id: number) =>
  unwrap(await apiRequest(`libraries/${id}`, v.union([Data(Library), Library])));

export const fetchLibraryByName = async (name: string) =>
  unwrap(
    await apiRequest(`searches/${encodeURIComponent(name)}`, v.union([Data(Library), Library])),
  );

export const createLibrary = async (fields: Record<string, unknown>, idempotencyKey: string) =>
  (await apiRequest("libraries", Data(Id), { method: "post", json: fields, idempotencyKey })).data;

export const updateLibrary = (
  id: number,
  fields: Record<string, unknown>,
  idempotencyKey: string,
) => apiRequest(`libraries/${id}`, AnyBody, { method: "put", json: fields, idempotencyKey });

export const deleteLibrary = (id: number, idempotencyKey: string) =>
  apiRequest(`libraries/${id}`, AnyBody, { method: "delete", idempotencyKey });
