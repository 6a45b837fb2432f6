// Take a book back (or renew it): the copy's code, or its title picked from the copies on loan, finds its
// open loan, which shows the days overdue.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { BookIssueRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { renewLoan, returnLoan } from "../../../sync/actions/desk";
import { copyByCode, openLoanOfCopy } from "../../../sync/deskReads";
import { daysOverdue } from "../../../lib/overdue";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Screen } from "../../shell/Screen";
import { saveErrorMessage } from "../../sync/saveError";
import { CopyField } from "./CopyField";
import { NoDeskAccess } from "./NoDeskAccess";
import { dateAfter, dueAtOf, useCirculation } from "./useCirculation";
import "./circulation.css";

export function ReturnScreen({ libraryId, scan }: { libraryId: number; scan?: boolean }) {
  const { t, i18n } = useLingui();
  const desk = useCirculation(libraryId);
  const [code, setCode] = useState("");
  const [loan, setLoan] = useState<BookIssueRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (desk.ready && !desk.permissions.includes("circulation")) return <NoDeskAccess />;

  const find = async (value: string) => {
    setDone(null);
    setLoan(null);
    const typed = value.trim();
    const copy = typed ? await copyByCode(libraryId, typed) : undefined;
    if (!typed) return setError(t`Type or scan the book code, or find the book by its title.`);
    if (!copy)
      return setError(
        t`No copy of this library has the code ${typed}. Pick the book from the list, or check the code.`,
      );
    const open = await openLoanOfCopy(copy.id);
    if (!open) return setError(t`This copy is not on loan.`);
    setError(null);
    setLoan(open);
  };

  const submit = (event: FormEvent, value: string) => {
    event.preventDefault();
    void find(value);
  };

  const act = async (what: "return" | "renew") => {
    if (!loan) return;
    try {
      const title = loan.library_book.book.title;
      if (what === "return") {
        await returnLoan(loan);
        setDone(t`${title} is back on the shelf.`);
      } else {
        const due = dueAtOf(dateAfter(desk.loanPeriodDays));
        await renewLoan(loan, due);
        const date = formatDate(due);
        setDone(t`${title} renewed until ${date}.`);
      }
      setLoan(null);
      setCode("");
    } catch (e) {
      setError(saveErrorMessage(i18n, e));
    }
  };

  const late = loan ? daysOverdue(loan.due_at) : 0;
  const borrower = loan ? memberName(loan.library_member) : "";
  const borrowerCode = loan?.library_member.member_code ?? "";
  const issued = loan ? formatDate(loan.issued_at) : "";
  const due = loan?.due_at ? formatDate(loan.due_at) : null;
  return (
    <Screen title={<Trans>Return a book</Trans>}>
      <form className="desk-form" onSubmit={(e) => submit(e, code)} noValidate>
        {done && (
          <Alert tone="success" onDismiss={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <CopyField
          libraryId={libraryId}
          want="return"
          value={code}
          error={error}
          scanTitle={t`Scan the book to take back`}
          scanAtOnce={scan}
          onChange={setCode}
          onPicked={(picked) => void find(picked)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Find the loan</Trans>
        </Button>
      </form>
      {loan && (
        <section className="desk-form" aria-label={t`Loan`} data-testid="loan-found">
          <p>
            <strong>{loan.library_book.book.title}</strong>{" "}
            <code>{loan.library_book.book_code}</code>
          </p>
          <p>
            <Trans>
              Borrowed by {borrower} (<code>{borrowerCode}</code>) on {issued}
            </Trans>
          </p>
          {due && (
            <p>
              <Trans>Due {due}</Trans>
            </p>
          )}
          <p className={late > 0 ? "desk-late" : undefined} data-testid="days-overdue">
            {late > 0 ? (
              <Plural value={late} one="# day overdue" other="# days overdue" />
            ) : (
              <Trans>On time (0 days overdue)</Trans>
            )}
          </p>
          <div className="screen-actions">
            <Button onClick={() => void act("return")}>
              <Trans>Take it back</Trans>
            </Button>
            <Button variant="secondary" onClick={() => void act("renew")}>
              <Trans>Renew</Trans>
            </Button>
          </div>
        </section>
      )}
    </Screen>
  );
}
