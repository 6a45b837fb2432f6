// Why a username cannot be an account's, in the reader's language, by the rules the server applies (lib/usernames).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isPhoneLike } from "../../lib/phone";
import { formatUsername, usernameKind } from "../../lib/usernames";

/**
 * Why a username cannot be an account's (registration, reset), checked before sending: a number must
 * be a real Bangladeshi mobile number (libphonenumber), anything else an email address.
 */
export function usernameProblem(input: string): MessageDescriptor | undefined {
  const value = formatUsername(input);
  if (!value) return msg`Mobile number or email is required`;
  if (usernameKind(value)) return undefined;
  return isPhoneLike(value)
    ? msg`Enter a valid Bangladeshi mobile number, e.g. 01711 000001`
    : msg`Enter a mobile number or an email address`;
}
