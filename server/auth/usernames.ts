// Usernames as stored: an email lower-cased, or a Bangladeshi mobile number in E.164 (+8801XXXXXXXXX).
import { isBdMobile, isPhoneLike, normaliseBdMobile } from "../../src/lib/phone";

/** SPEC §5: usernames and passwords are at most 330 characters. */
export const MAX_CREDENTIAL_LENGTH = 330;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BANGLA_ZERO = 0x09e6;

/**
 * The stored form of what a person typed: Bangla digits read as digits; a number-like value becomes
 * +880… (leading zeros of a local number dropped, so 01711…, 1711… and +8801711… are one account);
 * anything else is trimmed and lower-cased.
 */
export function normaliseUsername(input: string): string {
  const value = input
    .replace(/[০-৯]/g, (d) => String((d.codePointAt(0) ?? BANGLA_ZERO) - BANGLA_ZERO))
    .trim();
  if (!isPhoneLike(value)) return value.toLowerCase();
  if (value.startsWith("+")) return normaliseBdMobile(value);
  const digits = value.replace(/\D/g, "");
  if (digits.startsWith("880")) return `+${digits}`;
  return normaliseBdMobile(digits.replace(/^0+/, ""));
}

export type UsernameKind = "mobile" | "email";

/** "mobile" or "email" for a usable normalised username, null when it is neither. */
export function usernameKind(username: string): UsernameKind | null {
  if (username.length === 0 || username.length > MAX_CREDENTIAL_LENGTH) return null;
  if (isPhoneLike(username)) return isBdMobile(username) ? "mobile" : null;
  return EMAIL.test(username) ? "email" : null;
}
