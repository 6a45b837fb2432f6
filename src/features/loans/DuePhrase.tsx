// When an open loan is due, as its reader reads it: "Due in 3 days", "Due tomorrow", "Due today",
// "2 days overdue", with the language's digits.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { daysUntilDue } from "../../lib/dueIn";

export function DuePhrase({ dueAt, now }: { dueAt: string; now?: number }) {
  const { t } = useLingui();
  const days = daysUntilDue(dueAt, now);
  const n = formatNumber(Math.abs(days));
  const late = days < 0;
  const text = late
    ? t`${plural(-days, { one: `${n} day overdue`, other: `${n} days overdue` })}`
    : days === 0
      ? t`Due today`
      : days === 1
        ? t`Due tomorrow`
        : t`Due in ${n} days`;
  return (
    <span className={`loan-due${late ? " loan-due--late" : days <= 2 ? " loan-due--soon" : ""}`}>
      {text}
    </span>
  );
}
