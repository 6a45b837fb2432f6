// The desk's clashes: lends the server refused because the copy was already on loan, with the loan that stood.
import * as v from "valibot";
import { apiRequest } from "./client";
import { Paged } from "./schemas";

const Person = v.object({ id: v.number(), member_code: v.string(), name: v.string() });

export const LoanClash = v.object({
  id: v.number(),
  /** The loan that stood. */
  book_issue_id: v.number(),
  library_book: v.object({ id: v.number(), book_code: v.string(), title: v.string() }),
  /** Who holds the copy (the loan that stood). */
  holder: Person,
  /** Whom the refused lend named. */
  member: Person,
  /** When the refused lend was made, as its device said. */
  attempted_at: v.string(),
  created_at: v.string(),
});
export type LoanClash = v.InferOutput<typeof LoanClash>;

/** The clashes after the clash `after` (0: from the first), oldest first, a page at a time (circulation). */
export const fetchLoanClashes = (libraryId: number, after: number, page = 1, perPage = 100) =>
  apiRequest(`libraries/${libraryId}/loan-clashes`, Paged(LoanClash), {
    searchParams: { after, page, per_page: perPage },
  });
