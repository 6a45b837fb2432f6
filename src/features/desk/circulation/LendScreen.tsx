// Lend a copy: its code (or its title or author, picked from the copies found), the member, the due date
// from the loan period; refuses a lent copy naming its holder and warns before lending to a member at the
// loan limit. Works offline; a lend the server refuses later (another phone lent the copy first) turns its
// "lent to …" into the conflict (LendOutcome).
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState, type FormEvent } from "react";
import type { MemberRow } from "../../../db";
import { formatDate, formatNumber } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { lendCopy } from "../../../sync/actions/desk";
import { copyByCode, loanLoad, openLoanOfCopy } from "../../../sync/deskReads";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { DateField } from "../../../ui/DateField";
import { Screen } from "../../shell/Screen";
import { saveErrorMessage } from "../../sync/saveError";
import { CopyField } from "./CopyField";
import { LendOutcome, type Lent } from "./LendOutcome";
import { MemberPicker } from "./MemberPicker";
import { NoDeskAccess } from "./NoDeskAccess";
import { dateAfter, dueAtOf, useCirculation } from "./useCirculation";
import "./circulation.css";

type Errors = { code?: string; member?: string; due?: string; form?: string };

export function LendScreen({ libraryId }: { libraryId: number }) {
  const { t, i18n } = useLingui();
  const desk = useCirculation(libraryId);
  const [code, setCode] = useState("");
  const [member, setMember] = useState<MemberRow | null>(null);
  const [due, setDue] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [warned, setWarned] = useState<string | null>(null);
  const [done, setDone] = useState<Lent | null>(null);
  const clearDone = useCallback(() => setDone(null), []);
  const [busy, setBusy] = useState(false);
  const dueDate = due ?? dateAfter(desk.loanPeriodDays);

  if (desk.ready && !desk.permissions.includes("circulation")) return <NoDeskAccess />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const next: Errors = {};
    const typed = code.trim();
    const copy = typed ? await copyByCode(libraryId, typed) : undefined;
    if (!typed) next.code = t`Type or scan the book code, or find the book by its title.`;
    else if (!copy)
      next.code = t`No copy of this library has the code ${typed}. Pick the book from the list, or check the code.`;
    else if (copy.status === "withdrawn") next.code = t`This copy has been withdrawn.`;
    else {
      const loan = await openLoanOfCopy(copy.id);
      if (loan) {
        const holder = memberName(loan.library_member);
        const holderCode = loan.library_member.member_code;
        next.code = t`This copy is on loan to ${holder} (${holderCode}).`;
      }
    }
    if (!member) next.member = t`Choose the member who borrows the book.`;
    if (!dueDate || dueDate < dateAfter(0)) next.due = t`Choose a due date from today on.`;
    setErrors(next);
    if (Object.keys(next).length || !copy || !member) return;
    const load = await loanLoad(member, desk.loanLimit);
    if (load.atLimit && warned !== `${member.id}`) {
      setWarned(`${member.id}`);
      return;
    }
    setBusy(true);
    try {
      const tempId = await lendCopy({ libraryId, copy, member, dueAt: dueAtOf(dueDate) });
      const name = memberName(member);
      const date = formatDate(dueAtOf(dueDate));
      const { title, code: lentCode } = copy;
      setDone({ text: t`${title} (${lentCode}) lent to ${name}, due ${date}.`, tempId });
      setCode("");
      setMember(null);
      setDue(null);
      setWarned(null);
    } catch (error) {
      setErrors({ form: saveErrorMessage(i18n, error) });
    } finally {
      setBusy(false);
    }
  };

  const limit = formatNumber(desk.loanLimit);
  const period = formatNumber(desk.loanPeriodDays);
  const borrower = member ? memberName(member) : "";
  const holding = formatNumber(member?.open_loans ?? 0);
  return (
    <Screen title={<Trans>Lend a book</Trans>}>
      <form className="desk-form" onSubmit={(e) => void submit(e)} noValidate>
        {done && <LendOutcome key={done.tempId} lent={done} onDismiss={clearDone} />}
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <CopyField
          libraryId={libraryId}
          want="lend"
          value={code}
          error={errors.code}
          scanTitle={t`Scan the book to lend`}
          onChange={setCode}
        />
        <MemberPicker
          libraryId={libraryId}
          value={member}
          onChange={(m) => {
            setMember(m);
            setWarned(null);
          }}
          error={errors.member}
        />
        <DateField
          label={t`Due date`}
          hint={t`${plural(desk.loanPeriodDays, { one: `The library lends for ${period} day.`, other: `The library lends for ${period} days.` })}`}
          value={dueDate}
          error={errors.due}
          onChange={(e) => setDue(e.target.value)}
        />
        {warned && member && (
          <Alert tone="info" title={<Trans>This member is at the loan limit</Trans>}>
            {t`${plural(member.open_loans ?? 0, { one: `${borrower} already has ${holding} book`, other: `${borrower} already has ${holding} books` })}; the library lends up to ${limit}. Lend anyway?`}
          </Alert>
        )}
        <Button type="submit" busy={busy}>
          {warned ? <Trans>Lend anyway</Trans> : <Trans>Lend</Trans>}
        </Button>
      </form>
    </Screen>
  );
}
