// What the member card's online calls tell the volunteer when the server refuses, in their language.
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { isApiError } from "../../../sync/errors";

/** Why linking an account failed: the card has no mobile, already linked, already a member, offline. */
export function linkErrorMessage(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(msg`Something went wrong. Try again.`);
  if (error.status === 0)
    return i18n._(msg`Linking an account needs the internet. Try again online.`);
  if (error.fieldErrors.mobile?.length)
    return i18n._(msg`This member has no mobile number to find an account by.`);
  if (error.fieldErrors.user_id?.length)
    return i18n._(msg`This member's card is already linked to another account.`);
  if (error.reason === "already_member")
    return i18n._(msg`The account with this mobile already holds another card in this library.`);
  return error.message;
}

/** Why the roles could not be changed: the server's own words for a refusal (403), or offline. */
export function rolesErrorMessage(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(msg`Something went wrong. Try again.`);
  if (error.status === 0) return i18n._(msg`Changing roles needs the internet. Try again online.`);
  if (error.status === 403 && /admin/i.test(error.message))
    return i18n._(msg`Only the library's creator can give or take the admin role.`);
  if (error.status === 403 && /creator's own/i.test(error.message))
    return i18n._(msg`Only the library's creator can change the creator's own roles.`);
  return error.message;
}
