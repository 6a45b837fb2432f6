// The desk's mirror rows made from the API's records: a loan with its index fields.
import type { BookIssue } from "../api/schemas";
import type { BookIssueRow } from "./types";

type IssueLike = Pick<BookIssueRow, "library_book" | "library_member" | "collected_at">;

/** Whether a loan is still borrowed: until `collected_at` holds a valid date. */
export const isOpenLoan = (issue: Pick<BookIssueRow, "collected_at">): boolean =>
  !issue.collected_at || Number.isNaN(new Date(issue.collected_at).getTime());

/** The fields the mirror indexes a loan by. */
export const issueIndexFields = (issue: IssueLike) => ({
  copyId: issue.library_book.id,
  memberId: issue.library_member.id,
  open: (isOpenLoan(issue) ? 1 : 0) as 0 | 1,
});

/** A loan from the server as the mirror keeps it. */
export const issueRow = (issue: BookIssue): BookIssueRow => ({
  ...issue,
  ...issueIndexFields(issue),
});
