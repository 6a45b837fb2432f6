// The desk's filters on a library's copies from the query: ?status=&isbn=&updated_since= (422 when malformed).
import type { Context } from "hono";
import { toIsbn13 } from "../../src/lib/isbn";
import type { CopyStatus } from "../db/schema";
import type { CopyFilters } from "../domain/catalogue";
import { invalid, type FieldErrors } from "../domain/errors";

const STATUSES: CopyStatus[] = ["available", "on_loan", "withdrawn"];

export function copyFilters(c: Context): CopyFilters {
  const errors: FieldErrors = {};
  const filters: CopyFilters = {};
  const status = c.req.query("status");
  if (status) {
    if (STATUSES.includes(status as CopyStatus)) filters.status = status as CopyStatus;
    else errors.status = ["The status must be available, on_loan or withdrawn."];
  }
  const isbn = c.req.query("isbn");
  if (isbn) {
    const isbn13 = toIsbn13(isbn);
    if (isbn13) filters.isbn = isbn13;
    else errors.isbn = ["The isbn field must be a valid ISBN-10 or ISBN-13."];
  }
  const since = c.req.query("updated_since");
  if (since) {
    const at = new Date(since);
    if (/^\d{4}-\d{2}-\d{2}/.test(since) && !Number.isNaN(at.getTime())) filters.updatedSince = at;
    else errors.updated_since = ["The updated since field must be an ISO date and time."];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return filters;
}
