// /libraries/{id}: a library page, its tab and list search in the URL.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { librarySearch } from "../../../../app/search";
import { LibraryScreen } from "../../../../features/libraries/LibraryScreen";

export const Route = createFileRoute("/_auth/libraries/$id/")({
  validateSearch: librarySearch,
  staticData: { title: msg`Library`, leftMenu: "library" },
  component: Library,
});

function Library() {
  const { id } = Route.useParams();
  const { tab, term, page } = Route.useSearch();
  // A new id is a new page: its state (loading, membership) starts afresh.
  return <LibraryScreen key={id} id={Number(id)} tab={tab} term={term} page={page} />;
}
