// Usernames as the server expects them: Bangla digits read as digits, number-like values as +880 mobiles.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isBdMobile, isPhoneLike, normaliseBdMobile } from "../../lib/phone";

/** SPEC §5: username and password are at most 330 characters. */
export const MAX_CREDENTIAL_LENGTH = 330;

const BANGLA_ZERO = 0x09e6;

/** Bangla digits (০–৯) become ASCII digits; everything else is left as typed. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String((d.codePointAt(0) ?? BANGLA_ZERO) - BANGLA_ZERO));
}

/**
 * The username as registration and password reset send it: a number-like value (digits, dashes,
 * spaces, commas, plus, in either script) becomes a Bangladeshi mobile number (10 digits get +880,
 * 11 digits get +88); anything else (an email) is only trimmed.
 */
export function formatUsername(input: string): string {
  const value = toAsciiDigits(input).trim();
  return isPhoneLike(value) ? normaliseBdMobile(value) : value;
}

/**
 * The username as login sends it: like {@link formatUsername}, but leading zeros of a number that
 * has no country code are stripped first, so 01711…, 001711… and 1711… all mean +8801711….
 */
export function loginUsername(input: string): string {
  const value = toAsciiDigits(input).trim();
  if (!isPhoneLike(value)) return value;
  if (value.startsWith("+")) return normaliseBdMobile(value);
  const digits = value.replace(/\D/g, "");
  if (digits.startsWith("880")) return `+${digits}`;
  return normaliseBdMobile(digits.replace(/^0+/, ""));
}

/** SPEC §5 email pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a username cannot be an account's (registration, reset), checked before sending: a number must
 * be a real Bangladeshi mobile number (libphonenumber), anything else an email address.
 */
export function usernameProblem(input: string): MessageDescriptor | undefined {
  const value = toAsciiDigits(input).trim();
  if (!value) return msg`Mobile number or email is required`;
  if (isPhoneLike(value)) {
    return isBdMobile(formatUsername(value))
      ? undefined
      : msg`Enter a valid Bangladeshi mobile number, e.g. 01711 000001`;
  }
  return EMAIL_PATTERN.test(value) ? undefined : msg`Enter a mobile number or an email address`;
}
