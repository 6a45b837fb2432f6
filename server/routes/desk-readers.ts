// GET /api/libraries/{id}/readers?mobile=: the desk finds a reader with an account by mobile, for staff who
// add members or lend (members_manage or circulation); limited per staff account and address.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { pageRequest, paged } from "../http/paging";
import { takeAttempt } from "../http/rate-limit";
import { CIRCULATION, MEMBERS_MANAGE } from "../domain/permissions";
import { readMobilePrefix, readersByMobile } from "../domain/readers-by-mobile";
import { toResource } from "../../src/api/schemas/resource";
import { DESK_LIBRARY, deskAccess } from "./desk-access";

export const deskReadersRoutes = new Hono<AppEnv>();

/** Readers found per page: a handful, so one search shows little of a number range. */
const PER_PAGE = 10;

deskReadersRoutes.get(`${DESK_LIBRARY}/readers`, async (c) => {
  const { user, db } = await deskAccess(c, [MEMBERS_MANAGE, CIRCULATION]);
  const prefix = readMobilePrefix(c.req.query("mobile"));
  await takeAttempt(c, "lookup", `reader-${user.id}`);
  const request = pageRequest(c, PER_PAGE);
  const { items, total } = await readersByMobile(db, user.id, prefix, request);
  return c.json(paged(c, items.map(toResource), total, request));
});
