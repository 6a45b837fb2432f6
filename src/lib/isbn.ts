// ISBNs as people type and scan them: normalise, check the checksum (ISBN-10 or ISBN-13), convert to ISBN-13.

/** An optional "ISBN", "ISBN-13:" … label, then digits (X last in an ISBN-10) with hyphens or spaces. */
const ISBN_SHAPED = /^\s*(?:isbn(?:-1[03])?:?\s*)?[0-9][0-9\s-]*[0-9xX]\s*$/i;

/** The ISBN's digits and X only (upper case), its label, hyphens and spaces dropped. */
export function normaliseIsbn(raw: string): string {
  return raw
    .replace(/^\s*isbn(?:-1[03])?:?/i, "")
    .replace(/[^0-9xX]/g, "")
    .toUpperCase();
}

function isbn10Valid(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits[i] === "X" ? 10 : Number(digits[i]);
    sum += d * (10 - i);
  }
  return sum % 11 === 0;
}

/** The EAN-13 check digit of the first 12 digits. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isbn13Valid(digits: string): boolean {
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return ean13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** True for an ISBN-10 or ISBN-13 (978/979) whose check digit is right; hyphens and spaces ignored. */
export function isValidIsbn(raw: string): boolean {
  if (!ISBN_SHAPED.test(raw)) return false;
  const digits = normaliseIsbn(raw);
  return digits.length === 10 ? isbn10Valid(digits) : isbn13Valid(digits);
}

/** The ISBN as 13 digits (an ISBN-10 gains 978 and a new check digit); null when it is not valid. */
export function toIsbn13(raw: string): string | null {
  if (!isValidIsbn(raw)) return null;
  const digits = normaliseIsbn(raw);
  if (digits.length === 13) return digits;
  const first12 = `978${digits.slice(0, 9)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
