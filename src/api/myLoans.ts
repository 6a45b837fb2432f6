// My loans: the signed-in reader's own loans in every library that lends to them.
import { apiRequest } from "./client";
import { Paged, ReaderLoan } from "./schemas";

export type MyLoanStatus = "open" | "returned";

/** A page of the reader's loans: `open` by due time, the soonest first, or `returned`, newest first. */
export const fetchMyLoans = (userId: number, status: MyLoanStatus, page = 1) =>
  apiRequest(`users/${userId}/book-issues`, Paged(ReaderLoan), {
    searchParams: { status, page },
  });
