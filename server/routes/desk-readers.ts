// GET /api/libraries/{id}/readers?mobile=: the desk finds a reader with an account by mobile, for staff who
// add members or lend (members_manage or circulation) in a verified library; limited per staff account and
// address; answered without a count of matches.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { pageRequest, paged } from "../http/paging";
import { takeAttempt } from "../http/rate-limit";
import { CIRCULATION, MEMBERS_MANAGE } from "../domain/permissions";
import { readMobilePrefix, readersByMobile } from "../domain/readers-by-mobile";
import { toResource } from "../../src/api/schemas/resource";
import { requireVerified } from "../domain/library-verification";
import { DESK_LIBRARY, deskAccess } from "./desk-access";

export const deskReadersRoutes = new Hono<AppEnv>();

/** Readers found per page: a handful, so one search shows little of a number range. */
const PER_PAGE = 10;

deskReadersRoutes.get(`${DESK_LIBRARY}/readers`, async (c) => {
  const { user, db, library } = await deskAccess(c, [MEMBERS_MANAGE, CIRCULATION]);
  await requireVerified(db, library);
  const prefix = readMobilePrefix(c.req.query("mobile"));
  await takeAttempt(c, "lookup", `reader-${user.id}`);
  const request = pageRequest(c, PER_PAGE);
  const { items, more } = await readersByMobile(db, user.id, prefix, request);
  // No count of matches: `total` and `last_page` are null, `next` says whether another page follows.
  const known = request.offset + items.length + (more ? 1 : 0);
  const page = paged(c, items.map(toResource), known, request);
  return c.json({
    ...page,
    links: { ...page.links, last: null, next: more ? page.links.next : null },
    meta: { ...page.meta, total: null, last_page: null },
  });
});
