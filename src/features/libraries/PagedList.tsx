// A searchable, paged list: search box, where the rows came from, the rows, and the SPEC §9 paginator.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Paginator } from "../../ui/Paginator";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../../ui/EmptyState";
import { SearchBox } from "./SearchBox";
import type { ListQuery } from "./useListQuery";

interface PagedListProps<T> {
  searchLabel: string;
  pagesLabel: string;
  term: string;
  onSearch: (term: string) => void;
  onPage: (page: number) => void;
  query: ListQuery<T>;
  /** Shown when nothing matches. */
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
  /** The device holds the whole list: say so instead of the "saved on this device" caveat. */
  complete?: boolean;
  /** Beside the search box (the Books tab's scan button). */
  searchAction?: ReactNode;
}

export function PagedList<T>({
  searchLabel,
  pagesLabel,
  term,
  onSearch,
  onPage,
  query,
  empty,
  children,
  complete = false,
  searchAction,
}: PagedListProps<T>) {
  const { data, source, loading, error } = query;
  return (
    <div className="paged-list" aria-busy={loading}>
      <div className={searchAction ? "library-search-row" : undefined}>
        <SearchBox
          label={searchLabel}
          value={term}
          onSearch={onSearch}
          delay={source === "device" ? 0 : 350}
        />
        {searchAction}
      </div>
      {error && (
        <p className="library-note library-note--error" role="alert">
          {error}
        </p>
      )}
      {source === "device" && !complete && (
        <p className="library-note" role="status">
          <Trans>Showing what is saved on this device.</Trans>
        </p>
      )}
      {data === undefined ? (
        <div className="library-loading">
          <Spinner />
        </div>
      ) : data.rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <>
          {children(data.rows)}
          <Paginator
            page={data.page}
            lastPage={data.lastPage}
            total={data.total}
            shown={data.rows.length}
            onChange={onPage}
            label={pagesLabel}
          />
        </>
      )}
    </div>
  );
}
