// Moves a library tab's search term and page into the URL, so reload and back keep them.
import { useNavigate } from "@tanstack/react-router";
import type { LibraryTab } from "../../../app/search";

export function useTabSearch(libraryId: number, tab: LibraryTab) {
  const navigate = useNavigate();
  return (search: { term?: string; page?: number }) =>
    void navigate({
      to: "/libraries/$id",
      params: { id: String(libraryId) },
      search: { tab, term: search.term || undefined, page: search.page },
      replace: search.page === undefined,
    });
}
