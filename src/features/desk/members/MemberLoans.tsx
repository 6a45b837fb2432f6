// A member's loans on their card: the books they hold with due dates and days overdue, then the past ones.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookIssueRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { keys } from "../../../sync";
import type { MemberLoans as Loans } from "../../../sync/deskMember";
import { daysOverdue } from "../../../lib/overdue";
import { PendingBadge } from "../../sync";

export function MemberLoans({ loans, now }: { loans: Loans; now: number }) {
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="member-open-loans">
        <h2 id="member-open-loans" className="member-view__heading">
          <Trans>Books on loan</Trans>
        </h2>
        {loans.open.length === 0 ? (
          <p className="desk-note">
            <Trans>No books on loan.</Trans>
          </p>
        ) : (
          <ul className="desk-list" aria-label={t`Books on loan`}>
            {loans.open.map((loan) => (
              <OpenLoan key={loan.id} loan={loan} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-past-loans">
        <h2 id="member-past-loans" className="member-view__heading">
          <Trans>Past loans</Trans>
        </h2>
        {loans.past.length === 0 ? (
          <p className="desk-note">
            <Trans>No past loans on this device.</Trans>
          </p>
        ) : (
          <ul className="desk-list" aria-label={t`Past loans`}>
            {loans.past.map((loan) => (
              <PastLoan key={loan.id} loan={loan} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Book({ loan }: { loan: BookIssueRow }) {
  return (
    <p>
      <strong>{loan.library_book.book.title}</strong>{" "}
      <code translate="no">{loan.library_book.book_code}</code>
    </p>
  );
}

function OpenLoan({ loan, now }: { loan: BookIssueRow; now: number }) {
  const late = daysOverdue(loan.due_at, now);
  const due = loan.due_at ? formatDate(loan.due_at) : null;
  return (
    <li data-testid="member-open-loan">
      <div className="desk-list__text">
        <Book loan={loan} />
        {due && (
          <p>
            <Trans>Due {due}</Trans>
          </p>
        )}
      </div>
      {late > 0 && (
        <span className="desk-late">
          <Plural value={late} one="# day overdue" other="# days overdue" />
        </span>
      )}
      <PendingBadge entityKey={keys.loan(loan.id)} />
    </li>
  );
}

function PastLoan({ loan }: { loan: BookIssueRow }) {
  const issued = formatDate(loan.issued_at);
  const returned = loan.collected_at ? formatDate(loan.collected_at) : "";
  return (
    <li data-testid="member-past-loan">
      <div className="desk-list__text">
        <Book loan={loan} />
        <p>
          <Trans>
            Issued {issued}, returned {returned}
          </Trans>
        </p>
      </div>
      <PendingBadge entityKey={keys.loan(loan.id)} />
    </li>
  );
}
