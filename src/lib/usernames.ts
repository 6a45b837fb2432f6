// Username rules the app and the server share: Bangla digits, +880 mobiles, emails, the length limit and
// the one-time code's length.
import { toAsciiDigits } from "./digits";
import { isBdMobile, isPhoneLike, normaliseBdMobile } from "./phone";

/** SPEC §5: a username and a password are each at most 330 characters. */
export const MAX_CREDENTIAL_LENGTH = 330;

/** A one-time code (sign-up, password reset) is this many digits. */
export const OTC_LENGTH = 6;

/** SPEC §5 email pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export { toAsciiDigits };

/**
 * The username as the app shows and sends it: Bangla digits read as digits; a number-like value (digits,
 * dashes, spaces, commas, plus) becomes a Bangladeshi mobile number in E.164, leading zeros of a local
 * number dropped first, so 01711…, 001711…, 1711… and 8801711… are all +8801711…; anything else (an
 * email) is only trimmed.
 */
export function formatUsername(input: string): string {
  const value = toAsciiDigits(input).trim();
  if (!isPhoneLike(value)) return value;
  if (value.startsWith("+")) return normaliseBdMobile(value);
  const digits = value.replace(/\D/g, "");
  if (digits.startsWith("880")) return `+${digits}`;
  return normaliseBdMobile(digits.replace(/^0+/, ""));
}

/** The username as stored: {@link formatUsername} with an email lower-cased (one account per address). */
export const normaliseUsername = (input: string): string => formatUsername(input).toLowerCase();

export type UsernameKind = "mobile" | "email";

/** "mobile" or "email" for a usable formatted username, null when it is neither (or too long). */
export function usernameKind(username: string): UsernameKind | null {
  if (username.length === 0 || username.length > MAX_CREDENTIAL_LENGTH) return null;
  if (isPhoneLike(username)) return isBdMobile(username) ? "mobile" : null;
  return EMAIL_PATTERN.test(username) ? "email" : null;
}
