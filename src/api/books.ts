// A library's books and book issues (lists with search and pages), and its copies for the device's mirror.
import * as v from "valibot";
import { apiRequest } from "./client";
import { BookIssue, LibraryBook, Paged } from "./schemas";

/** `perPage` (up to 100) asks for bigger pages, e.g. when the whole catalogue is mirrored. */
export const fetchLibraryBooks = (libraryId: number, page = 1, term?: string, perPage?: number) =>
  apiRequest(`libraries/${libraryId}/books`, Paged(LibraryBook), {
    searchParams: { term, page, per_page: perPage },
  });

export const fetchBookIssues = (libraryId: number, page = 1, term?: string) =>
  apiRequest(`libraries/${libraryId}/book-issues`, Paged(BookIssue), {
    searchParams: { term, page },
  });

/** Every copy of a library in one compressed answer, for the device's first mirror of it (`as_of`: when read). */
export const fetchCopySnapshot = (libraryId: number, signal?: AbortSignal) =>
  apiRequest(
    `libraries/${libraryId}/books/snapshot`,
    v.object({
      data: v.array(LibraryBook),
      meta: v.object({ total: v.number(), as_of: v.string() }),
    }),
    { signal },
  );

/** A page of the copies changed (or whose shared book changed) at or after `since` (ISO). */
export const fetchChangedCopies = (libraryId: number, since: string, page = 1, perPage = 100) =>
  apiRequest(`libraries/${libraryId}/books`, Paged(LibraryBook), {
    searchParams: { updated_since: since, page, per_page: perPage },
  });
