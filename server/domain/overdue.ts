// How late a loan is: whole days past its due time, the rule the loan records and the overdue list share.
import type { bookIssues } from "../db/schema";

const DAY_MS = 24 * 3600 * 1000;

/** Whole days an open loan is past its due time at `now`; 0 when on time or returned. */
export function daysOverdue(
  loan: Pick<typeof bookIssues.$inferSelect, "dueAt" | "collectedAt">,
  now = new Date(),
): number {
  if (loan.collectedAt) return 0;
  return Math.max(0, Math.floor((now.getTime() - loan.dueAt.getTime()) / DAY_MS));
}
