// Book issue history: who took which book and when, and whether it is still borrowed or returned.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookIssue } from "../../../api/schemas";
import type { LibraryRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { fetchIssuePage } from "../libraryData";
import { localIssues, memberName } from "../localSearch";
import { PagedList } from "../PagedList";
import { useListQuery } from "../useListQuery";
import { isReturned } from "./issueStatus";
import { useTabSearch } from "./useTabSearch";

interface IssuesTabProps {
  library: LibraryRow;
  term: string;
  page: number;
}

export function IssuesTab({ library, term, page }: IssuesTabProps) {
  const { t } = useLingui();
  const go = useTabSearch(library.id, "issues");
  const query = useListQuery<BookIssue>({
    key: `issues\u0000${library.id}\u0000${term}\u0000${page}`,
    page,
    preferLocal: false,
    remote: () => fetchIssuePage(library.id, term, page),
    local: () => localIssues(library.id, term),
  });
  return (
    <section aria-labelledby="issues-heading">
      <h2 id="issues-heading" className="library-tab__title">
        <Trans>Book issue history</Trans>
      </h2>
      <PagedList
        searchLabel={t`Search by member or book`}
        pagesLabel={t`Book issue pages`}
        term={term}
        onSearch={(next) => go({ term: next })}
        onPage={(next) => go({ term, page: next })}
        query={query}
        empty={
          term ? (
            <Trans>No book issue matches “{term}”.</Trans>
          ) : (
            <Trans>No books have been issued yet.</Trans>
          )
        }
      >
        {(rows) => (
          <ul className="issue-list">
            {rows.map((issue) => (
              <IssueItem key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function IssueItem({ issue }: { issue: BookIssue }) {
  const returned = isReturned(issue);
  const member = issue.library_member.user
    ? memberName(issue.library_member.user)
    : memberName(issue.library_member);
  return (
    <li className="issue-item">
      <div className="issue-item__text">
        <p className="issue-item__book">
          {issue.library_book.book.title}{" "}
          <span className="issue-item__code">({issue.library_book.book_code})</span>
        </p>
        <p className="issue-item__member">{member}</p>
        <p className="issue-item__time">
          <time dateTime={issue.issued_at}>
            {formatDate(issue.issued_at, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </p>
      </div>
      <span className={`issue-status issue-status--${returned ? "returned" : "borrowed"}`}>
        {returned ? <Trans>Returned</Trans> : <Trans>Borrowed</Trans>}
      </span>
    </li>
  );
}
