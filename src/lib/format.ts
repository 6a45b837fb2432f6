// Formatting in the active language beyond src/i18n/format: money in taka, countdowns, compact counts.
import { formatNumber } from "../i18n/format";

// The basics live with the i18n module; re-exported so callers find all formatting in one place.
export { formatDate, formatNumber, formatRelative } from "../i18n/format";

/** A price in Bangladeshi taka, e.g. "BDT 500" / "৳৫০০", without decimals for whole amounts. */
export function formatBdt(amount: number): string {
  return formatNumber(amount, {
    style: "currency",
    currency: "BDT",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** A countdown as m:ss (e.g. the one-time code timer "0:30"), in the active language's digits. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${formatNumber(minutes)}:${formatNumber(rest, { minimumIntegerDigits: 2, useGrouping: false })}`;
}

/** A short count for busy places (1.2k in English), exact below 1000. */
export function formatCount(value: number): string {
  return Math.abs(value) < 1000
    ? formatNumber(value)
    : formatNumber(value, { notation: "compact", maximumFractionDigits: 1 });
}
