// Books tab: search, pages, and each copy's cover, book code, shelf and box numbers, title and authors.
// With the catalogue saved on the device the search is local and instant, in either script; copies changed on
// this device and not yet sent come first, marked. Staff with books_manage get the desk's book actions.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { useCatalogueJob } from "../offline";
import { fetchBookPage } from "../../../sync/libraries";
import { useDesk } from "../../../sync/deskSettings";
import { localBooks } from "../../../sync/localLists";
import { Link } from "../../../ui/Link";
import { ShareButton } from "../../../ui/ShareButton";
import { ViewablePicture } from "../../../ui/ViewablePicture";
import { PendingMarkBadge } from "../../sync";
import { PagedList } from "../PagedList";
import { useListQuery } from "../useListQuery";
import { ScanSearchButton } from "./ScanSearchButton";
import { useTabSearch } from "./useTabSearch";

interface ListTabProps {
  library: LibraryRow;
  term: string;
  page: number;
  /** The whole catalogue is on the device; undefined until known. */
  saved: boolean | undefined;
}

export function BooksTab({ library, term, page, saved }: ListTabProps) {
  const { t } = useLingui();
  const go = useTabSearch(library.id, "books");
  const progress = useCatalogueJob(library.id)?.progress;
  const query = useListQuery<BookRow>({
    key: `books\u0000${library.id}\u0000${term}\u0000${page}`,
    page,
    preferLocal: saved,
    remote: () => fetchBookPage(library.id, term, page),
    local: () => localBooks(library.id, term).then(pendingFirst),
    revision: saved ? progress : undefined,
  });
  const total = formatNumber(library.total_books);
  const manage = useDesk(library.id)?.permissions.includes("books_manage") ?? false;
  const id = String(library.id);
  return (
    <section aria-labelledby="books-heading">
      <h2 id="books-heading" className="library-tab__title">
        <Trans>Books ({total})</Trans>
      </h2>
      {manage && (
        <p className="library-tab__actions">
          <Link to="/libraries/$id/desk/books/new" params={{ id }}>
            <Trans>Add a book</Trans>
          </Link>{" "}
          <Link to="/libraries/$id/desk/books" params={{ id }}>
            <Trans>Edit, withdraw or move copies</Trans>
          </Link>
        </p>
      )}
      <PagedList
        searchLabel={t`Search books by title, author or code`}
        pagesLabel={t`Book pages`}
        term={term}
        onSearch={(next) => go({ term: next })}
        onPage={(next) => go({ term, page: next })}
        query={query}
        complete={saved === true}
        searchAction={<ScanSearchButton onCode={(code) => go({ term: code })} />}
        empty={term ? <Trans>No book matches “{term}”.</Trans> : <Trans>No books yet.</Trans>}
      >
        {(rows) => (
          <ul className="book-list">
            {rows.map((book) => (
              <BookItem key={book.id} book={book} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** Copies with a change not yet sent first (the volunteer sees what was just added), the rest as they came. */
const pendingFirst = (rows: BookRow[]) => [
  ...rows.filter((r) => r.pendingBy),
  ...rows.filter((r) => !r.pendingBy),
];

function BookItem({ book }: { book: BookRow }) {
  const { t } = useLingui();
  const title = book.title;
  const code = book.code;
  const shelf = book.shelf ?? "–";
  const box = book.box ?? "–";
  return (
    <li className="book-item" data-code={code}>
      {book.coverUrl ? (
        <ViewablePicture
          className="book-item__cover"
          src={book.coverUrl}
          label={t`Cover of ${title}`}
          loading="lazy"
        />
      ) : (
        <span className="book-item__cover book-item__cover--blank" aria-hidden="true" />
      )}
      <div className="book-item__text">
        <p className="book-item__title">{book.title}</p>
        {book.authors.length > 0 && <p className="book-item__authors">{book.authors.join(", ")}</p>}
        <p className="book-item__codes">
          <span>
            <Trans>Code: {code}</Trans>
          </span>
          <span>
            <Trans>Shelf: {shelf}</Trans>
          </span>
          <span>
            <Trans>Box: {box}</Trans>
          </span>
        </p>
        {book.status === "withdrawn" && (
          <p className="book-item__status">
            <Trans>Withdrawn</Trans>
          </p>
        )}
        <PendingMarkBadge pendingBy={book.pendingBy} />
      </div>
      <ShareButton
        className="book-item__share button-secondary"
        label={t`Share ${title}`}
        data={() => ({
          title,
          text: book.authors.join(", ") || undefined,
          url: `/libraries/${book.libraryId}?tab=books&term=${encodeURIComponent(title)}`,
        })}
      />
    </li>
  );
}
