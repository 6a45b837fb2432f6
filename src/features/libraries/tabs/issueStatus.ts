// A book issue is borrowed until `collected_at` holds a valid date (SPEC §4): then it is returned.
import type { BookIssue } from "../../../api/schemas";

export function isReturned(issue: Pick<BookIssue, "collected_at">): boolean {
  if (!issue.collected_at) return false;
  return !Number.isNaN(new Date(issue.collected_at).getTime());
}
