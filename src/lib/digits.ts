// Bangla digits typed or pasted (০–৯) read as ASCII digits, without the phone rules that usernames need.
const BANGLA_ZERO = 0x09e6;

/** Bangla digits (০–৯) become ASCII digits; everything else is left as typed. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String((d.codePointAt(0) ?? BANGLA_ZERO) - BANGLA_ZERO));
}
