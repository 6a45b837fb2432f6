// The report's range as asked (`?from=&to=`, "YYYY-MM-DD", Bangladesh's days): real days, from before to, at most
// five years; by default this year so far.
import { invalid } from "./errors";
import type { ReportRange } from "./library-report";

/** Five years of months at most: a report's page stays a page. */
const MAX_DAYS = 5 * 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Bangladesh's date of `at`, "YYYY-MM-DD". */
const dhakaDay = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Whether `day` is a real calendar day (not 2026-02-30). */
const isDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export function readReportRange(
  query: { from?: string; to?: string },
  now = new Date(),
): ReportRange {
  const today = dhakaDay(now);
  const from = query.from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.to ?? today;
  const errors: Record<string, string[]> = {};
  if (!isDay(from)) errors.from = ["The from date must be a date (YYYY-MM-DD)."];
  if (!isDay(to)) errors.to = ["The to date must be a date (YYYY-MM-DD)."];
  if (!errors.from && !errors.to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) errors.to = ["The to date must not be before the from date."];
    else if (days > MAX_DAYS) errors.to = ["A report covers five years at most."];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { from, to };
}
