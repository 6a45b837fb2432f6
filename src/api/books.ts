// A library's books and book issues (lists with search and pages), and its copies for the device's mirror.
import * as v from "valibot";
import { apiRequest, ifNoneMatch } from "./client";
import { BookIssue, LibraryBook, Paged } from "./schemas";

/** `perPage` (up to 100) asks for bigger pages (the whole list comes from …/snapshot: fetchCopySnapshot). */
export const fetchLibraryBooks = (libraryId: number, page = 1, term?: string, perPage?: number) =>
  apiRequest(`libraries/${libraryId}/books`, Paged(LibraryBook), {
    searchParams: { term, page, per_page: perPage },
  });

export const fetchBookIssues = (libraryId: number, page = 1, term?: string) =>
  apiRequest(`libraries/${libraryId}/book-issues`, Paged(BookIssue), {
    searchParams: { term, page },
  });

/**
 * A library's copies in one compressed answer: every one for the device's first mirror, or with `since` (ISO) those
 * changed since and the ids of those removed since (`meta.deleted`). `meta.version` names the copies' version; sent back as `version`, the server answers 304 (an
 * ApiError with that status) while no copy changed.
 */
export const fetchCopySnapshot = (
  libraryId: number,
  options: { since?: string; version?: string; signal?: AbortSignal } = {},
) =>
  apiRequest(
    `libraries/${libraryId}/books/snapshot`,
    v.object({
      data: v.array(LibraryBook),
      meta: v.object({
        total: v.number(),
        as_of: v.string(),
        version: v.string(),
        /** With `since`: the copies removed since then (ids). */
        deleted: v.optional(v.array(v.number())),
      }),
    }),
    {
      searchParams: { updated_since: options.since },
      headers: ifNoneMatch(options.version),
      signal: options.signal,
    },
  );
