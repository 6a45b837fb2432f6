// Book issue history: who took which book and when, its due date, renewals, days late, and whether it is
// still borrowed or when it was returned.
// The staff see every loan, a member only their own, anyone else a word that loans are private.
import { useEffect } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookIssueRow, LibraryRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { fetchIssuePage, forgetPrivateList } from "../../../sync/libraries";
import { localIssues } from "../../../sync/localLists";
import { memberName } from "../../../lib/libraryText";
import { PagedList } from "../PagedList";
import { useListQuery } from "../useListQuery";
import { daysLate, isReturned } from "./issueStatus";
import type { ListAccess } from "./listAccess";
import { PrivateList } from "./PrivateList";
import { useTabSearch } from "./useTabSearch";

interface IssuesTabProps {
  library: LibraryRow;
  term: string;
  page: number;
  access: ListAccess;
  /** The signed-in reader: a member who is not staff sees only loans on their own card. */
  viewerId: number | undefined;
}

export function IssuesTab({ library, term, page, access, viewerId }: IssuesTabProps) {
  const { t } = useLingui();
  const go = useTabSearch(library.id, "issues");
  const query = useListQuery<BookIssueRow>({
    key: `issues\u0000${library.id}\u0000${term}\u0000${page}`,
    page,
    preferLocal: access === "none",
    remote: () => fetchIssuePage(library.id, term, page),
    // Offline the device may hold loans fetched while this reader was staff: show only theirs.
    local: async () =>
      access === "none"
        ? []
        : (await localIssues(library.id, term)).filter(
            (i) => access === "all" || i.library_member.user?.id === viewerId,
          ),
  });
  const refused = access === "none" || query.forbidden === true;
  useEffect(() => {
    if (refused) void forgetPrivateList(library.id, "issues");
  }, [refused, library.id]);
  return (
    <section aria-labelledby="issues-heading">
      <h2 id="issues-heading" className="library-tab__title">
        <Trans>Book issue history</Trans>
      </h2>
      {refused ? (
        <PrivateList list="issues" />
      ) : (
        <>
          {access === "own" && (
            <p className="library-note">
              <Trans>These are your own loans. The library's staff see everyone's.</Trans>
            </p>
          )}
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
        </>
      )}
    </section>
  );
}

function IssueItem({ issue }: { issue: BookIssueRow }) {
  const returned = isReturned(issue);
  const member = issue.library_member.user
    ? memberName(issue.library_member.user)
    : memberName(issue.library_member);
  const late = daysLate(issue);
  const renewals = issue.renewals ?? 0;
  return (
    <li className="issue-item" data-testid="issue-item">
      <div className="issue-item__text">
        <p className="issue-item__book">
          {issue.library_book.book.title}{" "}
          <span className="issue-item__code">({issue.library_book.book_code})</span>
        </p>
        <p className="issue-item__member">{member}</p>
        <dl className="issue-item__dates">
          <div>
            <dt>
              <Trans>Issued</Trans>
            </dt>
            <dd>
              <DateText value={issue.issued_at} withTime />
            </dd>
          </div>
          {issue.due_at && (
            <div>
              <dt>
                <Trans>Due</Trans>
              </dt>
              <dd data-testid="issue-due">
                <DateText value={issue.due_at} />
              </dd>
            </div>
          )}
          {returned && (
            <div>
              <dt>
                <Trans>Returned</Trans>
              </dt>
              <dd data-testid="issue-returned">
                <DateText value={issue.collected_at!} />
              </dd>
            </div>
          )}
          {renewals > 0 && (
            <div>
              <dt>
                <Trans>Renewed</Trans>
              </dt>
              <dd data-testid="issue-renewals">
                <Plural value={renewals} one="# time" other="# times" />
              </dd>
            </div>
          )}
        </dl>
        {late > 0 && (
          <p className="issue-item__late" data-testid="issue-late">
            {returned ? (
              <Plural value={late} one="Returned # day late" other="Returned # days late" />
            ) : (
              <Plural value={late} one="# day overdue" other="# days overdue" />
            )}
          </p>
        )}
      </div>
      <span className={`issue-status issue-status--${returned ? "returned" : "borrowed"}`}>
        {returned ? <Trans>Returned</Trans> : <Trans>Borrowed</Trans>}
      </span>
    </li>
  );
}

function DateText({ value, withTime }: { value: string; withTime?: boolean }) {
  return (
    <time dateTime={value}>
      {formatDate(
        value,
        withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" },
      )}
    </time>
  );
}
