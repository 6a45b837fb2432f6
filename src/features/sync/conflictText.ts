// Says in the reader's words why the server refused a desk action (a 409 reason) and what resolves it.
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { OutboxError } from "../../db";
import type { ConflictReason } from "../../sync/engine";

/** Why the action was refused. Codes stay as typed; the holder's name and code come from the server. */
export function conflictMessage(i18n: I18n, reason: ConflictReason, error?: OutboxError): string {
  switch (reason) {
    case "book_code_taken":
      return i18n._(msg`Another copy in this library already has this book code.`);
    case "member_code_taken":
      return i18n._(msg`Another member of this library already has this member code.`);
    case "book_on_loan": {
      const holder = error?.holder;
      if (!holder) return i18n._(msg`This copy is on loan.`);
      const { name, member_code: code } = holder;
      return i18n._(msg`This copy is on loan to ${name} (${code}).`);
    }
    case "book_withdrawn":
      return i18n._(msg`This copy has been withdrawn from the library.`);
    case "member_inactive":
      return i18n._(msg`This member has been deactivated.`);
    case "already_member":
      return i18n._(msg`This reader is already a member of the library.`);
    case "member_invited":
      return i18n._(
        msg`The reader was invited, not added: they become a member when they accept in their app.`,
      );
  }
}

/** What the person can do about it (shown beside the Drop button). */
export function conflictHint(i18n: I18n, reason: ConflictReason): string {
  switch (reason) {
    case "book_on_loan":
      return i18n._(msg`Drop it, or take the copy back first and then try again.`);
    case "book_withdrawn":
    case "member_inactive":
    case "member_invited":
      return i18n._(msg`Drop it: it cannot be done as it stands.`);
    case "already_member":
      return i18n._(msg`Drop it: nothing more is needed.`);
    default:
      return i18n._(msg`Choose another code and send it again.`);
  }
}
