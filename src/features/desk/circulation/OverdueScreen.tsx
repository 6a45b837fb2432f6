// Overdue loans: the book, the member, days late and the member's mobile to call.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDate } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { formatBdMobile } from "../../../lib/phone";
import { useOpenLoans } from "../../../sync/deskReads";
import { daysOverdue } from "../../../lib/overdue";
import { EmptyState } from "../../../ui/EmptyState";
import { PendingBadge } from "../../sync";
import { keys } from "../../../sync";
import { Screen } from "../../shell/Screen";
import { NoDeskAccess } from "./NoDeskAccess";
import { useCirculation } from "./useCirculation";
import "./circulation.css";

export function OverdueScreen({ libraryId }: { libraryId: number }) {
  const { t } = useLingui();
  const desk = useCirculation(libraryId);
  const [now] = useState(() => Date.now());
  const loans = useOpenLoans(libraryId, now);
  if (desk.ready && !desk.permissions.includes("circulation")) return <NoDeskAccess />;
  return (
    <Screen title={<Trans>Overdue books</Trans>}>
      {loans && loans.length === 0 ? (
        <EmptyState>
          <Trans>No book is overdue.</Trans>
        </EmptyState>
      ) : (
        <ul className="desk-list" aria-label={t`Overdue loans`}>
          {(loans ?? []).map((loan) => {
            const late = daysOverdue(loan.due_at, now);
            const mobile = loan.library_member.mobile;
            const due = loan.due_at ? formatDate(loan.due_at) : null;
            return (
              <li key={loan.id} data-testid="overdue-loan">
                <div className="desk-list__text">
                  <p>
                    <strong>{loan.library_book.book.title}</strong>{" "}
                    <code>{loan.library_book.book_code}</code>
                  </p>
                  <p>
                    {memberName(loan.library_member)} <code>{loan.library_member.member_code}</code>
                  </p>
                  {due && (
                    <p>
                      <Trans>Due {due}</Trans>
                    </p>
                  )}
                </div>
                <span className="desk-late">
                  <Plural value={late} one="# day late" other="# days late" />
                </span>
                {mobile && <a href={`tel:${mobile}`}>{formatBdMobile(mobile)}</a>}
                <PendingBadge entityKey={keys.loan(loan.id)} />
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
