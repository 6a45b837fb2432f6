// /libraries: library list and search (term and page in the URL).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { listSearch } from "../../../app/search";
import { LibrariesScreen } from "../../../features/libraries/LibrariesScreen";

export const Route = createFileRoute("/_auth/libraries/")({
  validateSearch: listSearch,
  staticData: { title: msg`Libraries`, leftMenu: "main" },
  component: Libraries,
});

function Libraries() {
  const { term, page } = Route.useSearch();
  return <LibrariesScreen term={term} page={page} />;
}
