// Bangladeshi mobile numbers: tell a phone username from an email, normalise to E.164, validate and format.
import { parsePhoneNumberFromString as parseWith, type MetadataJson } from "libphonenumber-js/core";
import { toAsciiDigits } from "./digits";
// Bangladesh's entry only (scripts/phone-metadata.mjs writes it): 0.6 KB instead of the whole world's 83 KB.
import bangladesh from "./phone-metadata-bd.json";

const parse = (e164: string) => parseWith(e164, "BD", bangladesh as MetadataJson);

const NUMBER_LIKE = /^[\d\s,+-]+$/;
const BD_MOBILE = /^\+8801[3-9]\d{8}$/;
const PHONE_PATTERN = /^\+\d{6,14}$/;

/** A username made only of digits, dashes, spaces, commas and plus is a phone number. */
export function isPhoneLike(username: string): boolean {
  const v = username.trim();
  return v !== "" && NUMBER_LIKE.test(v) && /\d/.test(v);
}

/** Formats a number-like username as +880…: 10 digits get +880, 11 digits get +88, otherwise + is kept/added. */
export function normaliseBdMobile(input: string): string {
  const v = input.trim();
  const digits = v.replace(/\D/g, "");
  if (v.startsWith("+")) return `+${digits}`;
  if (digits.length === 10) return `+880${digits}`;
  if (digits.length === 11) return `+88${digits}`;
  return `+${digits}`;
}

/** SPEC phone rule: plus sign then 6 to 14 digits. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** True for a real Bangladeshi mobile number (any accepted input form). */
export function isBdMobile(input: string): boolean {
  const e164 = normaliseBdMobile(input);
  const p = parse(e164);
  return !!p && p.isValid() && BD_MOBILE.test(e164);
}

/** Local display form, e.g. 01712-345678; the input is returned unchanged when it is not parseable. */
export function formatBdMobile(input: string): string {
  const p = parse(normaliseBdMobile(input));
  return p && p.isValid() ? p.formatNational() : input;
}

/**
 * The E.164 start of a Bangladeshi mobile typed whole or in part ("01711 000", "+880-1711…", "8801711…",
 * Bangla digits): at least 8 digits of its 01… form, so a search cannot list a whole operator's readers.
 * Null when the text is not such a number.
 */
export function bdMobilePrefix(typed: string): string | null {
  const compact = toAsciiDigits(typed)
    .trim()
    .replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace("+", "");
  const local = digits.startsWith("8801") ? digits.slice(2) : digits;
  return /^01[3-9]\d{5,8}$/.test(local) ? `+88${local}` : null;
}

/** Text that reads as a phone number (digits with spaces, dashes, brackets or a plus; Bangla digits too). */
export function looksLikeMobile(typed: string): boolean {
  const v = toAsciiDigits(typed).trim();
  return /^\+?[\d\s().-]+$/.test(v) && /\d{3}/.test(v.replace(/\D/g, ""));
}
