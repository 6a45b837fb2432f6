// The desk's member routes (members_manage): member requests (list, accept, decline), adding, editing
// and linking member cards, a card's photo, their staff roles, and the library's roles (any staff).
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import type { Db } from "../db/client";
import { idParam, readInput } from "../http/input";
import { paged } from "../http/paging";
import { invalid } from "../domain/errors";
import { MEMBERS_MANAGE } from "../domain/permissions";
import { membersJson } from "../domain/catalogue";
import {
  acceptRequest,
  declineRequest,
  requestPage,
  requestRecord,
} from "../domain/member-requests";
import { addMember, linkMember, requireMember, updateMember } from "../domain/desk-members";
import { readDecline, readMemberEdit, readNewMember, readRoleNames } from "../domain/member-input";
import { setMemberPhoto } from "../domain/member-photo";
import { libraryRoleList, setMemberRoles } from "../domain/member-roles";
import { DESK_LIBRARY, deskAccess, deskPage } from "./desk-access";

export const deskMembersRoutes = new Hono<AppEnv>();

const REQUEST = `${DESK_LIBRARY}/member-requests/:request{[0-9]+}`;
const MEMBER = `${DESK_LIBRARY}/members/:member{[0-9]+}`;

/** A card as staff read it (with its mobile). */
const staffRecord = async (db: Db, row: Parameters<typeof membersJson>[1][number]) =>
  (await membersJson(db, [row], true))[0]!;

const memberId = (c: AppContext) => idParam(c.req.param("member"), "Member");

deskMembersRoutes.get(`${DESK_LIBRARY}/member-requests`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const status = c.req.query("status") || "pending";
  if (status !== "pending" && status !== "declined")
    throw invalid({ status: ["The status filter must be pending or declined."] });
  const request = deskPage(c);
  const { items, total } = await requestPage(db, library.id, status, request);
  return c.json(paged(c, items, total, request));
});

deskMembersRoutes.post(`${REQUEST}/accept`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const { card, created } = await acceptRequest(
    db,
    library.id,
    idParam(c.req.param("request"), "Member request"),
  );
  return c.json({ data: await staffRecord(db, card) }, created ? 201 : 200);
});

deskMembersRoutes.post(`${REQUEST}/decline`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const reason = readDecline(await readInput(c));
  const id = idParam(c.req.param("request"), "Member request");
  const row = await declineRequest(db, library.id, id, reason);
  return c.json({ data: await requestRecord(db, row) });
});

deskMembersRoutes.post(`${DESK_LIBRARY}/members`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const card = await addMember(db, library.id, readNewMember(await readInput(c)));
  return c.json({ data: await staffRecord(db, card) }, 201);
});

deskMembersRoutes.on(["PUT", "POST"], MEMBER, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const card = await requireMember(db, library.id, memberId(c));
  const row = await updateMember(db, card, readMemberEdit(await readInput(c)));
  return c.json({ data: await staffRecord(db, row) });
});

deskMembersRoutes.post(`${MEMBER}/link`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const card = await requireMember(db, library.id, memberId(c));
  return c.json({ data: await staffRecord(db, await linkMember(db, library.id, card)) });
});

deskMembersRoutes.post(`${MEMBER}/upload-photo`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const photo = (await readInput(c)).photo;
  const url = await setMemberPhoto(db, c.var.deps.uploads, library.id, memberId(c), photo);
  return c.json({ data: url });
});

deskMembersRoutes.on(["PUT", "POST"], `${MEMBER}/roles`, async (c) => {
  const { db, library, user } = await deskAccess(c, MEMBERS_MANAGE);
  const card = await requireMember(db, library.id, memberId(c));
  const names = readRoleNames(await readInput(c));
  await setMemberRoles(db, {
    libraryId: library.id,
    createdBy: library.createdBy,
    actorId: user.id,
    card,
    names,
  });
  return c.json({ data: await staffRecord(db, card) });
});

deskMembersRoutes.get(`${DESK_LIBRARY}/roles`, async (c) => {
  const { db, library } = await deskAccess(c, "staff");
  return c.json({ data: await libraryRoleList(db, library.id) });
});
