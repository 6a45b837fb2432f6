// Lending calls: lend a copy, return it, renew it, and the open or overdue loans of a library.
import * as v from "valibot";
import { apiRequest, ifNoneMatch } from "./client";
import { BookIssue, Data, Paged, WholeList } from "./schemas";

const base = (libraryId: number) => `libraries/${libraryId}/book-issues`;

/** A new loan; `meta.over_limit` says the member now holds more than the library's limit. */
const LoanAnswer = v.object({
  data: BookIssue,
  meta: v.optional(v.object({ over_limit: v.optional(v.boolean(), false) })),
});

export interface NewLoan {
  library_book_id: number;
  library_member_id: number;
  issued_at?: string;
  due_at?: string;
}

export const createLoan = (libraryId: number, body: NewLoan, key: string) =>
  apiRequest(base(libraryId), LoanAnswer, { method: "post", json: body, idempotencyKey: key });

export const returnLoan = async (
  libraryId: number,
  loanId: number,
  returnedAt: string | undefined,
  key: string,
) =>
  (
    await apiRequest(`${base(libraryId)}/${loanId}/return`, Data(BookIssue), {
      method: "post",
      json: returnedAt ? { returned_at: returnedAt } : {},
      idempotencyKey: key,
    })
  ).data;

export const renewLoan = async (
  libraryId: number,
  loanId: number,
  dueAt: string | undefined,
  key: string,
) =>
  (
    await apiRequest(`${base(libraryId)}/${loanId}/renew`, Data(BookIssue), {
      method: "post",
      json: dueAt ? { due_at: dueAt } : {},
      idempotencyKey: key,
    })
  ).data;

/** Open (or overdue) loans of a library, a page at a time. */
export const fetchLoans = (
  libraryId: number,
  status: "open" | "overdue",
  page = 1,
  perPage = 100,
) =>
  apiRequest(base(libraryId), Paged(BookIssue), {
    searchParams: { status, page, per_page: perPage },
  });

/** A library's open loans in one answer for the desk's mirror; 304 while `version` is still theirs. */
export const fetchOpenLoanSnapshot = (libraryId: number, version?: string) =>
  apiRequest(`${base(libraryId)}/snapshot`, WholeList(BookIssue), {
    searchParams: { status: "open" },
    headers: ifNoneMatch(version),
  });

/** Every loan on one member's card, open and returned, newest first, a page at a time (staff). */
export const fetchMemberLoans = (libraryId: number, memberId: number, page = 1, perPage = 100) =>
  apiRequest(base(libraryId), Paged(BookIssue), {
    searchParams: { member: memberId, page, per_page: perPage },
  });
