// Reporting a post or a person (online only, never queued): the server's reasons, and the report.
import * as reportsApi from "../api/reports";
import type { ComplainableType, NewComplain } from "../api/reports";

export type { ComplainableType, NewComplain } from "../api/reports";

/** The reasons the server offers for reporting a `type` (a report's subject is one of them). */
export const fetchComplainTypes = (type: ComplainableType) => reportsApi.fetchComplainTypes(type);

/** Files a report; the same `idempotencyKey` keeps a retried send from filing it twice. */
export const createComplain = (complain: NewComplain, idempotencyKey: string) =>
  reportsApi.createComplain(complain, idempotencyKey);
