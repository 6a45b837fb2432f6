// A library's books and book issues (lists with search and pages).
import { apiRequest } from "./client";
import { BookIssue, LibraryBook, Paged } from "./schemas";

export const fetchLibraryBooks = (libraryId: number, page = 1, term?: string) =>
  apiRequest(`libraries/${libraryId}/books`, Paged(LibraryBook), { searchParams: { term, page } });

export const fetchBookIssues = (libraryId: number, page = 1, term?: string) =>
  apiRequest(`libraries/${libraryId}/book-issues`, Paged(BookIssue), {
    searchParams: { term, page },
  });
