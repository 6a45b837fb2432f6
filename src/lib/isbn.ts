// ISBN rules shared by the app and the server: normalising, checksums and ISBN-10 → ISBN-13.

/** Digits and a final X only: hyphens, spaces and anything else typed or scanned are dropped. */
export function normaliseIsbn(raw: string): string {
  const kept = raw.toUpperCase().replace(/[^0-9X]/g, "");
  // X is a check digit of ISBN-10 only: anywhere else it is noise.
  return kept.slice(0, -1).replace(/X/g, "") + kept.slice(-1);
}

function isbn10Valid(digits: string): boolean {
  if (!/^[0-9]{9}[0-9X]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits[i] === "X" ? 10 : Number(digits[i]);
    sum += d * (10 - i);
  }
  return sum % 11 === 0;
}

function isbn13Check(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isbn13Valid(digits: string): boolean {
  if (!/^97[89][0-9]{10}$/.test(digits)) return false;
  return isbn13Check(digits.slice(0, 12)) === Number(digits[12]);
}

/** True for a well-formed ISBN-10 or ISBN-13 (978/979) with a correct check digit. */
export function isValidIsbn(raw: string): boolean {
  const digits = normaliseIsbn(raw);
  return digits.length === 10 ? isbn10Valid(digits) : isbn13Valid(digits);
}

/** The ISBN-13 form of a valid ISBN, or null when it is not one. */
export function toIsbn13(raw: string): string | null {
  const digits = normaliseIsbn(raw);
  if (digits.length === 13) return isbn13Valid(digits) ? digits : null;
  if (digits.length !== 10 || !isbn10Valid(digits)) return null;
  const first12 = `978${digits.slice(0, 9)}`;
  return first12 + String(isbn13Check(first12));
}
