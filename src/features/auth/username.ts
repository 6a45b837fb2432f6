// Usernames as the server expects them: Bangla digits read as digits, number-like values as +880 mobiles.
import { isPhoneLike, normaliseBdMobile } from "../../lib/phone";

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
