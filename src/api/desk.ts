// The library desk's calls: settings, ISBN lookup, and adding, editing, withdrawing and moving copies.
import * as v from "valibot";
import { apiRequest } from "./client";
import { Data, LibraryBook } from "./schemas";
import {
  CatalogueBook,
  DeskSettings,
  type CopyFields,
  type WithdrawReasonName,
} from "./schemas/desk";

const books = (libraryId: number) => `libraries/${libraryId}/books`;

export const fetchDesk = (libraryId: number) =>
  apiRequest(`libraries/${libraryId}/desk`, Data(DeskSettings));

export const updateDesk = (
  libraryId: number,
  body: { loan_period_days?: number; loan_limit?: number; book_code_prefix?: string },
  key: string,
) =>
  apiRequest(`libraries/${libraryId}/desk`, Data(DeskSettings), {
    method: "put",
    json: body,
    idempotencyKey: key,
  });

/** The shared book with this ISBN (10 or 13 digits); rejects with 404 when Pathagar has none. */
export const lookupIsbn = (isbn: string) =>
  apiRequest(`isbn/${encodeURIComponent(isbn)}`, Data(CatalogueBook));

export const createCopies = (
  libraryId: number,
  body: CopyFields & { title: string; authors: string[]; copies?: number; added_at?: string },
  key: string,
) =>
  apiRequest(books(libraryId), Data(v.array(LibraryBook)), {
    method: "post",
    json: body,
    idempotencyKey: key,
  });

export const updateCopy = (libraryId: number, id: number, body: CopyFields, key: string) =>
  apiRequest(`${books(libraryId)}/${id}`, Data(LibraryBook), {
    method: "put",
    json: body,
    idempotencyKey: key,
  });

export const withdrawCopy = (
  libraryId: number,
  id: number,
  body: { reason: WithdrawReasonName; note?: string | null },
  key: string,
) =>
  apiRequest(`${books(libraryId)}/${id}/withdraw`, Data(LibraryBook), {
    method: "post",
    json: body,
    idempotencyKey: key,
  });

export const restoreCopy = (libraryId: number, id: number, key: string) =>
  apiRequest(`${books(libraryId)}/${id}/restore`, Data(LibraryBook), {
    method: "post",
    idempotencyKey: key,
  });

/** Moves up to 500 copies to one shelf and box; the answer's copies, when it lists them. */
export const moveCopies = (
  libraryId: number,
  body: { ids: number[]; shelf_number: string | null; box_number: string | null },
  key: string,
) =>
  apiRequest(`${books(libraryId)}/move`, v.unknown(), {
    method: "post",
    json: body,
    idempotencyKey: key,
  });

/** Where a copy's cover photo is uploaded (multipart `cover`), online only. */
export const copyCoverPath = (libraryId: number, id: number) =>
  `${books(libraryId)}/${id}/upload-cover`;
