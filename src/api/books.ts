// A library's books and book issues (lists with search and pages).
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
