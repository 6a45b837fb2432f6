// How courses show money, hours and start dates in the active language (Bangla digits in bn).
import { formatDate, formatNumber, formatRelative } from "../../i18n";

/** A fee in Taka, e.g. "৳4,500" (en) or "৳৪,৫০০" (bn). */
export function formatTaka(amount: number): string {
  return formatNumber(amount, {
    style: "currency",
    currency: "BDT",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
}

/** The start date in words and how far away it is, or null when the course has no date. */
export function formatStart(
  startsAt: string | null,
  now: Date = new Date(),
): { date: string; relative: string } | null {
  if (!startsAt) return null;
  const date = formatDate(startsAt, { dateStyle: "long" });
  if (!date) return null;
  return { date, relative: formatRelative(startsAt, now) };
}
