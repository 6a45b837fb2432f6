// The words of a conflict notice: a refused desk action said as what happened to it here, and a clash this
// device's loan won said to the person who lent it.
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { OutboxRow } from "../../db";
import { formatDate } from "../../i18n/format";
import { memberName } from "../../lib/libraryText";
import { conflictOf } from "../../sync/engine";
import type { WonClash } from "../../sync/loanClashes";
import { conflictMessage } from "./conflictText";
import { mutationExcerpt, mutationLabel } from "./describeMutation";

type PayloadMember = Parameters<typeof memberName>[0];

/** The refused rows that ask for attention: conflicts, not yet put aside, in queue order. */
export function rowsToNotice(
  failed: readonly OutboxRow[],
  hidden: ReadonlySet<string>,
): OutboxRow[] {
  return failed.filter((row) => conflictOf(row) !== undefined && !hidden.has(row.id));
}

/**
 * What happened to a refused action, in a sentence: a loan says the copy's code, who has it and whom this
 * device lent it to; anything else names itself and the reason.
 */
export function conflictNoticeText(i18n: I18n, row: OutboxRow): string {
  const conflict = conflictOf(row);
  const p = row.payload;
  const code = typeof p.book_code === "string" ? p.book_code : "";
  if (conflict && row.kind === "loan.create") {
    const member = p.member ? memberName(p.member as PayloadMember) : "";
    switch (conflict.reason) {
      case "book_on_loan": {
        const holder = row.error?.holder?.name;
        return holder
          ? i18n._(
              msg`${code} was already lent to ${holder} by another phone. Your loan to ${member} was not saved.`,
            )
          : i18n._(msg`${code} is already on loan. Your loan to ${member} was not saved.`);
      }
      case "book_withdrawn":
        return i18n._(
          msg`${code} has been withdrawn from the library. Your loan to ${member} was not saved.`,
        );
      case "member_inactive":
        return i18n._(msg`${member} has been deactivated. Your loan of ${code} was not saved.`);
    }
  }
  const what = i18n._(mutationLabel(row));
  const excerpt = mutationExcerpt(row);
  const named = excerpt ? `${what} (${excerpt})` : what;
  const why = conflict
    ? conflictMessage(i18n, conflict.reason, row.error)
    : (row.error?.message ?? "");
  return i18n._(msg`${named} was not saved: ${why}`);
}

/** A clash this device's loan won: who else was to get the copy, when, and that this loan stands. */
export function wonClashText(i18n: I18n, clash: WonClash): string {
  const { bookCode: code, member, holder } = clash;
  const today = new Date(clash.attemptedAt).toDateString() === new Date().toDateString();
  const time = formatDate(
    clash.attemptedAt,
    today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
  );
  return i18n._(
    msg`Another phone tried to lend ${code} to ${member} at ${time}; your loan to ${holder} stands.`,
  );
}
