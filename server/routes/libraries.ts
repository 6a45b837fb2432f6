// /api/libraries: list, create, show, edit, delete, lookup by name, members, membership and requests, books, book
// issues; the books, members and open loans also whole (…/snapshot) for the device's mirror.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { forbidden, invalid, notFound } from "../http/errors";
import { idParam, readInput } from "../http/input";
import { pageRequest, paged } from "../http/paging";
import { isLibraryStaff, requireLibraryPermission } from "../domain/permissions";
import {
  nameTaken,
  readLibraryEdit,
  readNewLibrary,
  requireFreeName,
} from "../domain/library-input";
import {
  createLibrary,
  deleteLibrary,
  findLibrary,
  libraryPage,
  requireLibrary,
  updateLibrary,
} from "../domain/libraries";
import { bookPage, findMembership, memberPage } from "../domain/catalogue";
import { issuePage } from "../domain/loan-page";
import { loanFilter } from "../domain/loan-input";
import { askToJoin, ownRequest, requestRecord } from "../domain/member-requests";
import { copyFilters } from "../http/copy-filters";
import { streamedJson } from "../http/json-stream";
import { asksFor, WHOLE, wholeList } from "../http/whole-list";
import { copiesRemovedSince, copiesVersion, copyBatches } from "../domain/copy-snapshot";
import { isUniqueViolation } from "../domain/unique";
import { toResource } from "../../src/api/schemas/resource";

export const librariesRoutes = new Hono<AppEnv>();

const ONE = "/api/libraries/:id{[0-9]+}";
const PER_PAGE = 15;
/** Lists may ask for bigger pages (the offline mirror pulls 100 at a time). */
const MAX_PER_PAGE = 100;

/** `?page=&term=&per_page=` with per_page between 1 and 100. */
function listPage(c: AppContext) {
  const raw = Number(c.req.query("per_page"));
  const perPage = Number.isInteger(raw) && raw >= 1 && raw <= MAX_PER_PAGE ? raw : PER_PAGE;
  return pageRequest(c, perPage);
}

const libraryId = (c: AppContext) => idParam(c.req.param("id"), "Library");

/** A whole list's "page": no search, no limit a library reaches. */

librariesRoutes.get("/api/libraries", async (c) => {
  requireUser(c);
  const request = listPage(c);
  const { items, total } = await libraryPage(c.var.deps.db, request.term, request);
  return c.json(paged(c, items.map(toResource), total, request));
});

librariesRoutes.post("/api/libraries", async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const values = await readNewLibrary(db, await readInput(c));
  await requireFreeName(db, values.name);
  try {
    const id = await createLibrary(db, values, user.id);
    return c.json({ data: id }, 201);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
});

librariesRoutes.get(ONE, async (c) => {
  requireUser(c);
  return c.json({ data: toResource(await findLibrary(c.var.deps.db, { id: libraryId(c) })) });
});

librariesRoutes.get("/api/searches/:name", async (c) => {
  requireUser(c);
  const name = c.req.param("name").toLowerCase();
  if (name.length > 50) throw notFound("Library");
  return c.json({ data: toResource(await findLibrary(c.var.deps.db, { name })) });
});

librariesRoutes.on(["POST", "PUT"], ONE, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  await requireLibraryPermission(db, id, user.id);
  const values = await readLibraryEdit(db, await readInput(c));
  if (values.name !== undefined) await requireFreeName(db, values.name, id);
  await updateLibrary(db, id, values);
  return c.json({ data: toResource(await findLibrary(db, { id })), message: "Library updated." });
});

librariesRoutes.delete(ONE, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  await requireLibraryPermission(db, id, user.id);
  await deleteLibrary(db, id);
  return c.json({ message: "Library deleted." });
});

// ---- Lists -------------------------------------------------------------------------------------

librariesRoutes.get(`${ONE}/books`, async (c) => {
  requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  const request = listPage(c);
  const { items, total } = await bookPage(db, id, request, copyFilters(c));
  return c.json(paged(c, items, total, request));
});

/**
 * Every copy in one answer, for a device's first mirror of the library: the records of the list above, streamed
 * and compressed as they are read; `?updated_since=` keeps those changed since, and `meta.deleted` names the
 * copies removed since (the device holds the whole set otherwise). The ETag (and `meta.version`)
 * names the copies' version (count, newest change) whatever the query: a device that sends it back gets a 304
 * while no copy changed, so a pull with nothing new costs its headers.
 */
librariesRoutes.get(`${ONE}/books/snapshot`, async (c) => {
  requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  const since = copyFilters(c).updatedSince;
  const version = `copies-${await copiesVersion(db, id)}`;
  const headers = { ETag: `W/"${version}"` };
  if (asksFor(c, version)) return c.body(null, 304, headers);
  const asOf = new Date().toISOString();
  // Read before the copies: a copy removed while they stream is named by the next pull's list.
  const deleted = since ? await copiesRemovedSince(db, id, since) : undefined;
  return streamedJson(
    c,
    copyBatches(db, id, since),
    (total) => ({ total, as_of: asOf, version, ...(deleted && { deleted }) }),
    headers,
  );
});

/** Members and staff see the member list (with roles); others are refused. */
librariesRoutes.get(`${ONE}/members`, async (c) => {
  const { db, id, staff } = await membersAsked(c);
  const request = listPage(c);
  const { items, total } = await memberPage(db, id, request, staff);
  return c.json(paged(c, items, total, request));
});

/** Every member in one answer for the device's mirror (http/whole-list.ts: a version, 304 while unchanged). */
librariesRoutes.get(`${ONE}/members/snapshot`, async (c) => {
  const { db, id, staff } = await membersAsked(c);
  const { items } = await memberPage(db, id, WHOLE, staff);
  return wholeList(c, items);
});

/** Who asks for a library's members: its members and staff (staff see more of each card), others refused. */
async function membersAsked(c: AppContext) {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  const staff = await isLibraryStaff(db, id, user.id);
  if (!staff && !(await findMembership(db, id, user.id)))
    throw forbidden("Only this library's members can see its members.");
  return { db, id, staff };
}

/**
 * Loan records are confidential: staff see every loan, a member only their own, others none.
 * `?status=open|overdue&member=&book=` narrow the list.
 */
librariesRoutes.get(`${ONE}/book-issues`, async (c) => {
  const { db, id, query, staff } = await loansAsked(c);
  const request = listPage(c);
  const { items, total } = await issuePage(db, id, { ...request, ...query }, staff);
  return c.json(paged(c, items, total, request));
});

/** Every loan the list above would page through (`?status=open` for the desk's mirror), as one versioned answer. */
librariesRoutes.get(`${ONE}/book-issues/snapshot`, async (c) => {
  const { db, id, query, staff } = await loansAsked(c);
  const { items } = await issuePage(db, id, { ...WHOLE, ...query }, staff);
  return wholeList(c, items);
});

/** Who asks for a library's loans, and what they may see: staff every loan, a member their own, others none. */
async function loansAsked(c: AppContext) {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  let borrower: number | undefined;
  const staff = await isLibraryStaff(db, id, user.id);
  if (!staff) {
    if (!(await findMembership(db, id, user.id)))
      throw forbidden("Loan records are private to the library's staff and each borrower.");
    borrower = user.id;
  }
  return { db, id, staff, query: { ...loanFilter(c.req.query()), borrower } };
}

// ---- Membership --------------------------------------------------------------------------------

librariesRoutes.get(`${ONE}/members/my-membership`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  const member = await findMembership(db, id, user.id, await isLibraryStaff(db, id, user.id));
  if (!member) throw notFound("Membership");
  return c.json({ data: member });
});

librariesRoutes.get(`${ONE}/member-requests/my-request`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  return c.json({ data: await ownRequest(db, id, user.id) });
});

/**
 * Asking twice answers the pending request (200); a declined reader may ask again, which makes the
 * request pending once more (201); a member cannot ask.
 */
librariesRoutes.post(`${ONE}/member-requests`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const id = libraryId(c);
  await requireLibrary(db, id);
  if (await findMembership(db, id, user.id))
    throw invalid({ library_id: ["You are already a member of this library."] });
  const { row, created } = await askToJoin(db, id, user.id);
  return c.json({ data: await requestRecord(db, row) }, created ? 201 : 200);
});
