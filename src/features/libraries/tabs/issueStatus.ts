// A book issue is borrowed until `collected_at` holds a valid date (SPEC §4): then it is returned. How late
// it is (or was) comes from its due date.
import type { BookIssue } from "../../../api/schemas";

const DAY = 86_400_000;

export function isReturned(issue: Pick<BookIssue, "collected_at">): boolean {
  if (!issue.collected_at) return false;
  return !Number.isNaN(new Date(issue.collected_at).getTime());
}

/**
 * Whole days past the due date: until now for a loan still out, until the day it came back for a
 * returned one; 0 when on time or without a due date.
 */
export function daysLate(
  issue: Pick<BookIssue, "collected_at" | "due_at">,
  now: number = Date.now(),
): number {
  if (!issue.due_at) return 0;
  const due = new Date(issue.due_at).getTime();
  const end = isReturned(issue) ? new Date(issue.collected_at!).getTime() : now;
  if (Number.isNaN(due) || end <= due) return 0;
  return Math.floor((end - due) / DAY);
}
