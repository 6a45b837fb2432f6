// How late a loan is: whole days past its due time (src/lib/overdue.ts, the desk's screens' rule too), the rule
// the loan records and the overdue list share; a returned loan is never late.
import type { bookIssues } from "../db/schema";
import { daysOverdue as daysPast } from "../../src/lib/overdue";

/** Whole days an open loan is past its due time at `now`; 0 when on time or returned. */
export function daysOverdue(
  loan: Pick<typeof bookIssues.$inferSelect, "dueAt" | "collectedAt">,
  now = new Date(),
): number {
  return loan.collectedAt ? 0 : daysPast(loan.dueAt, now);
}
