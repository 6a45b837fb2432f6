// The desk's member routes (members_manage): member requests (list, whole for the mirror, accept, decline),
// adding, editing and linking member cards, a card's photo, their staff roles, and the library's roles (any staff).
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import type { Db } from "../db/client";
import { idParam, readInput } from "../http/input";
import { paged } from "../http/paging";
import { WHOLE, wholeList } from "../http/whole-list";
import { invalid } from "../domain/errors";
import { MEMBERS_MANAGE } from "../domain/permissions";
import { membersJson } from "../domain/catalogue";
import {
  acceptRequest,
  declineRequest,
  requestPage,
  requestRecord,
} from "../domain/member-requests";
import { addWalkIn, requireMember, updateMember } from "../domain/desk-members";
import { inviteAccount, inviteToCard, libraryInvitationPage } from "../domain/member-invitations";
import { invitationRecords } from "../serialize/invitations";
import { reachThreshold, requireVerified } from "../domain/library-verification";
import { takeAttempt } from "../http/rate-limit";
import { readDecline, readMemberEdit, readNewMember, readRoleNames } from "../domain/member-input";
import { setMemberPhoto } from "../domain/member-photo";
import {
  libraryRoleList,
  requireCreatorForCreatorsCard,
  setMemberRoles,
} from "../domain/member-roles";
import { DESK_LIBRARY, deskAccess, deskPage } from "./desk-access";

export const deskMembersRoutes = new Hono<AppEnv>();

const REQUEST = `${DESK_LIBRARY}/member-requests/:request{[0-9]+}`;
const MEMBER = `${DESK_LIBRARY}/members/:member{[0-9]+}`;

/** A card as staff read it (with its mobile). */
const staffRecord = async (db: Db, row: Parameters<typeof membersJson>[1][number]) =>
  (await membersJson(db, [row], true))[0]!;

const INVITED = "An invitation was sent. They become a member when they accept it in their app.";
const ASKED_TO_LINK =
  "If a reader has confirmed this mobile number, they are asked to accept this card in their app.";

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

/** The pending requests whole, for the desk's mirror (http/whole-list.ts: a version, 304 while unchanged). */
deskMembersRoutes.get(`${DESK_LIBRARY}/member-requests/snapshot`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const { items } = await requestPage(db, library.id, "pending", WHOLE);
  return wholeList(c, items);
});

deskMembersRoutes.post(`${REQUEST}/accept`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const { card, created } = await acceptRequest(
    db,
    library.id,
    idParam(c.req.param("request"), "Member request"),
  );
  await reachThreshold(db, library);
  return c.json({ data: await staffRecord(db, card) }, created ? 201 : 200);
});

deskMembersRoutes.post(`${REQUEST}/decline`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const reason = readDecline(await readInput(c));
  const id = idParam(c.req.param("request"), "Member request");
  const row = await declineRequest(db, library.id, id, reason);
  return c.json({ data: await requestRecord(db, row) });
});

/**
 * A walk-in card (201), or a reader's account: accepted at once when they asked to join (201), else an
 * invitation they accept in their app (202). Accounts only in a verified library.
 */
deskMembersRoutes.post(`${DESK_LIBRARY}/members`, async (c) => {
  const { db, library, user } = await deskAccess(c, MEMBERS_MANAGE);
  const input = readNewMember(await readInput(c));
  if (input.kind === "walk_in")
    return c.json({ data: await staffRecord(db, await addWalkIn(db, library.id, input)) }, 201);
  await requireVerified(db, library);
  const outcome = await inviteAccount(db, library.id, user.id, input);
  if ("card" in outcome) {
    await reachThreshold(db, library);
    return c.json({ data: await staffRecord(db, outcome.card) }, outcome.created ? 201 : 200);
  }
  const [invitation] = await invitationRecords(db, [outcome.invitation]);
  return c.json({ message: INVITED, data: invitation }, 202);
});

deskMembersRoutes.on(["PUT", "POST"], MEMBER, async (c) => {
  const { db, library, user } = await deskAccess(c, MEMBERS_MANAGE);
  const card = await requireMember(db, library.id, memberId(c));
  requireCreatorForCreatorsCard(library, user.id, card);
  const row = await updateMember(db, card, readMemberEdit(await readInput(c)));
  return c.json({ data: await staffRecord(db, row) });
});

/**
 * Links a walk-in card to the account that proved its mobile: at once when that reader asked to join
 * (200), else the reader is asked to accept (202, the same answer whether or not such an account exists).
 * Counted like a lookup, per staff account and address: it tests a number.
 */
deskMembersRoutes.post(`${MEMBER}/link`, async (c) => {
  const { db, library, user } = await deskAccess(c, MEMBERS_MANAGE);
  await requireVerified(db, library);
  const card = await requireMember(db, library.id, memberId(c));
  await takeAttempt(c, "lookup", `reader-${user.id}`);
  const linked = await inviteToCard(db, library.id, user.id, card);
  if (linked) return c.json({ data: await staffRecord(db, linked) });
  return c.json({ message: ASKED_TO_LINK, data: null }, 202);
});

deskMembersRoutes.get(`${DESK_LIBRARY}/member-invitations`, async (c) => {
  const { db, library } = await deskAccess(c, MEMBERS_MANAGE);
  const request = deskPage(c);
  const { items, total } = await libraryInvitationPage(db, library.id, request);
  return c.json(paged(c, items, total, request));
});

deskMembersRoutes.post(`${MEMBER}/upload-photo`, async (c) => {
  const { db, library, user } = await deskAccess(c, MEMBERS_MANAGE);
  requireCreatorForCreatorsCard(library, user.id, await requireMember(db, library.id, memberId(c)));
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
