// /libraries: every library, searchable, paged by the server (or searched on the device offline).
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import type { Library } from "../../api/schemas";
import { Screen } from "../shell/Screen";
import { fetchLibraryList } from "../../sync/libraries";
import { LibraryCard } from "./LibraryCard";
import { localLibraries } from "../../sync/localLists";
import { PagedList } from "./PagedList";
import { useListQuery } from "./useListQuery";
import "./libraries.css";

export function LibrariesScreen({ term = "", page = 1 }: { term?: string; page?: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useListQuery<Library>({
    key: `libraries\u0000${term}\u0000${page}`,
    page,
    preferLocal: false,
    remote: () => fetchLibraryList(term, page),
    local: () => localLibraries(term),
  });
  const go = (search: { term?: string; page?: number }) =>
    void navigate({
      to: "/libraries",
      search: { term: search.term || undefined, page: search.page },
    });

  return (
    <Screen
      title={<Trans>Libraries</Trans>}
      lead={<Trans>Find community libraries near you.</Trans>}
      actions={
        <Link to="/libraries/create" className="button-secondary">
          <Trans>Create library</Trans>
        </Link>
      }
    >
      <PagedList
        searchLabel={t`Search libraries`}
        pagesLabel={t`Library pages`}
        term={term}
        onSearch={(next) => go({ term: next })}
        onPage={(next) => go({ term, page: next })}
        query={query}
        empty={
          term ? (
            <Trans>No library matches “{term}”.</Trans>
          ) : (
            <Trans>No libraries to show yet.</Trans>
          )
        }
      >
        {(rows) => (
          <ul className="library-cards">
            {rows.map((library) => (
              <LibraryCard key={library.id} library={library} />
            ))}
          </ul>
        )}
      </PagedList>
    </Screen>
  );
}
