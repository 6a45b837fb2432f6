// /api/member-invitations: a reader's invitations from libraries' staff, which only they accept or decline.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { idParam } from "../http/input";
import { membersJson } from "../domain/catalogue";
import {
  acceptInvitation,
  declineInvitation,
  readerInvitations,
} from "../domain/member-invitations";
import { invitationRecords } from "../serialize/invitations";

export const memberInvitationsRoutes = new Hono<AppEnv>();

const ONE = "/api/member-invitations/:invitation{[0-9]+}";
const invitationId = (c: AppContext) => idParam(c.req.param("invitation"), "Member invitation");

memberInvitationsRoutes.get("/api/member-invitations", async (c) => {
  const user = requireUser(c);
  return c.json({ data: await readerInvitations(c.var.deps.db, user.id) });
});

memberInvitationsRoutes.post(`${ONE}/accept`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const card = await acceptInvitation(db, user.id, invitationId(c));
  // The reader reads their own card as a member does (their mobile is theirs to know).
  return c.json({ data: (await membersJson(db, [card], true))[0] });
});

memberInvitationsRoutes.post(`${ONE}/decline`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const row = await declineInvitation(db, user.id, invitationId(c));
  return c.json({ data: (await invitationRecords(db, [row]))[0] });
});
