// The desk's loan routes (circulation): lend a copy, take it back, renew it. The list of loans is
// GET /api/libraries/{id}/book-issues (routes/libraries.ts). The lends refused because the copy was on
// loan: GET /api/libraries/{id}/loan-clashes.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import { idParam, readInput } from "../http/input";
import { CIRCULATION } from "../domain/permissions";
import { lend, renewLoan, returnLoan } from "../domain/desk-loans";
import { loanRecord } from "../domain/loan-page";
import { readLend, readRenew, readReturn } from "../domain/loan-input";
import { clashPage } from "../domain/loan-clashes";
import { paged } from "../http/paging";
import { handleError } from "../http/errors";
import { DomainError } from "../domain/errors";
import { DESK_LIBRARY, deskAccess, deskPage } from "./desk-access";

export const deskLoansRoutes = new Hono<AppEnv>();

const LOAN = `${DESK_LIBRARY}/book-issues/:loan{[0-9]+}`;
const loanId = (c: AppContext) => idParam(c.req.param("loan"), "Book issue");

deskLoansRoutes.post(`${DESK_LIBRARY}/book-issues`, async (c) => {
  const { db, library } = await deskAccess(c, CIRCULATION);
  let lent: Awaited<ReturnType<typeof lend>>;
  try {
    lent = await lend(db, library.id, readLend(await readInput(c)));
  } catch (err) {
    // Answered, not thrown: a keyed request's writes are undone when its route throws (idempotency.ts),
    // and the clash this refusal recorded must stay.
    if (err instanceof DomainError && err.extra?.reason === "book_on_loan")
      return handleError(err, c);
    throw err;
  }
  const { loan, overLimit } = lent;
  const data = await loanRecord(db, library.id, loan.id);
  return c.json({ data, meta: { over_limit: overLimit } }, 201);
});

deskLoansRoutes.post(`${LOAN}/return`, async (c) => {
  const { db, library } = await deskAccess(c, CIRCULATION);
  const id = loanId(c);
  await returnLoan(db, library.id, id, readReturn(await readInput(c)));
  return c.json({ data: await loanRecord(db, library.id, id) });
});

deskLoansRoutes.post(`${LOAN}/renew`, async (c) => {
  const { db, library } = await deskAccess(c, CIRCULATION);
  const id = loanId(c);
  await renewLoan(db, library.id, id, readRenew(await readInput(c)));
  return c.json({ data: await loanRecord(db, library.id, id) });
});

/** `?after=` a clash id (0 or absent: from the first), oldest first, paged. */
deskLoansRoutes.get(`${DESK_LIBRARY}/loan-clashes`, async (c) => {
  const { db, library } = await deskAccess(c, CIRCULATION);
  const raw = Number(c.req.query("after") ?? "0");
  const after = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const request = deskPage(c);
  const { items, total } = await clashPage(db, library.id, { after, ...request });
  return c.json(paged(c, items, total, request));
});
