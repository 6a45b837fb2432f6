// /my-loans: the books the reader holds, from which library, and when each is due; then the ones returned. Kept on
// the device, so it opens offline as last seen.
import { Trans } from "@lingui/react/macro";
import type { ReaderLoan } from "../../api/schemas";
import { formatDate } from "../../i18n";
import { EmptyState, Skeleton } from "../../ui";
import { Link } from "../../ui/Link";
import { Screen } from "../shell/Screen";
import { useMyLoans } from "../../sync/myLoans";
import { DuePhrase } from "./DuePhrase";
import "./loans.css";

function Cover({ url }: { url: string | null }) {
  if (url) return <img className="loan-cover" src={url} alt="" loading="lazy" />;
  return (
    <span className="loan-cover loan-cover--none" aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zM8 7h6" strokeWidth="1.5" />
      </svg>
    </span>
  );
}

function LoanItem({ loan }: { loan: ReaderLoan }) {
  const code = loan.library_book.book_code;
  const lent = formatDate(loan.issued_at, { dateStyle: "medium" });
  const due = loan.due_at ? formatDate(loan.due_at, { dateStyle: "medium" }) : null;
  const returned = loan.collected_at
    ? formatDate(loan.collected_at, { dateStyle: "medium" })
    : null;
  return (
    <li className="loan-item" data-testid="my-loan">
      <Cover url={loan.library_book.book.cover_url} />
      <div className="loan-item__main">
        <p className="loan-item__title">{loan.library_book.book.title}</p>
        <p className="loan-item__where">
          <Link to="/libraries/$id" params={{ id: String(loan.library.id) }}>
            {loan.library.title}
          </Link>
          <span> · {code}</span>
        </p>
        {returned ? (
          <p className="loan-item__dates">
            <Trans>
              Borrowed {lent}, returned {returned}
            </Trans>
          </p>
        ) : (
          <p className="loan-item__dates">
            {loan.due_at && <DuePhrase dueAt={loan.due_at} />}
            {due && (
              <span>
                {" "}
                · <Trans>Due {due}</Trans>
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

function LoanList({ loans }: { loans: ReaderLoan[] }) {
  return (
    <ul className="loan-list">
      {loans.map((loan) => (
        <LoanItem key={loan.id} loan={loan} />
      ))}
    </ul>
  );
}

export function MyLoansScreen() {
  const { loans, failed } = useMyLoans();
  const kept = loans ? formatDate(loans.at, { dateStyle: "medium", timeStyle: "short" }) : "";
  return (
    <Screen title={<Trans>My loans</Trans>}>
      {failed && loans && (
        <p className="loan-note" role="status">
          <Trans>
            Showing your loans as this device kept them on {kept}; they may be out of date.
          </Trans>
        </p>
      )}
      {loans === undefined || (loans === null && !failed) ? (
        <Skeleton lines={3} />
      ) : loans === null ? (
        <EmptyState>
          <Trans>
            Your loans are not on this device yet. Connect to the internet once to see them.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="loans-open" className="loan-section">
            <h2 id="loans-open">
              <Trans>On loan</Trans>
            </h2>
            {loans.open.length ? (
              <LoanList loans={loans.open} />
            ) : (
              <p className="loan-none">
                <Trans>You have no books on loan.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="loans-returned" className="loan-section">
            <h2 id="loans-returned">
              <Trans>Returned</Trans>
            </h2>
            {loans.returned.length ? (
              <LoanList loans={loans.returned} />
            ) : (
              <p className="loan-none">
                <Trans>No returned books yet.</Trans>
              </p>
            )}
          </section>
        </>
      )}
    </Screen>
  );
}
