// Staff asking a reader's consent: inviting an account to become a member, or to take over a walk-in card
// found by its mobile; the reader alone accepts (a card, or the card linked) or declines. A reader who
// asked to join already consented, so their request is accepted at once instead.
import { and, asc, count, desc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { libraryMembers, memberInvitations, memberRequests, users } from "../db/schema";
import type { MemberRow } from "../serialize/libraries";
import { invitationRecords } from "../serialize/invitations";
import { isBlockedPair } from "./blocks";
import { accountCard, acceptRequest, refuseExistingMember } from "./member-requests";
import { conflict, invalid, notFound } from "./errors";
import { lockLibrary } from "./library-lock";
import { nextMemberCodeOf } from "./member-codes";

type InvitationRow = typeof memberInvitations.$inferSelect;
type UserRow = typeof users.$inferSelect;

const INVALID_USER = () => invalid({ user_id: ["The selected user id is invalid."] });

/** The account whose proved number is `mobile`: the one signed up with it first, else the one that confirmed it. */
export async function accountByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.username, mobile), eq(users.mobile, mobile)))
    .orderBy(asc(users.id));
  return rows.find((u) => u.username === mobile) ?? rows[0];
}

async function pendingRequestId(db: Db, libraryId: number, userId: number) {
  const [row] = await db
    .select({ id: memberRequests.id })
    .from(memberRequests)
    .where(
      and(
        eq(memberRequests.libraryId, libraryId),
        eq(memberRequests.userId, userId),
        eq(memberRequests.status, "pending"),
      ),
    );
  return row?.id;
}

/** The invitation as pending again (a new one, or a declined or accepted one asked anew). */
async function upsertInvitation(
  db: Db,
  values: { libraryId: number; userId: number; memberId: number | null; invitedBy: number },
) {
  const [row] = await db
    .insert(memberInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [memberInvitations.libraryId, memberInvitations.userId],
      set: {
        memberId: values.memberId,
        invitedBy: values.invitedBy,
        status: "pending",
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export type InviteOutcome = { card: MemberRow; created: boolean } | { invitation: InvitationRow };

/**
 * Staff add the account `userId`: accepted at once when the reader asked to join, else an invitation.
 * A reader kept apart from the staff member by a block is answered as an unknown id.
 */
export async function inviteAccount(
  db: Db,
  libraryId: number,
  staffId: number,
  input: { user_id: number; member_code?: string | null },
): Promise<InviteOutcome> {
  const userId = input.user_id;
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account || (await isBlockedPair(db, staffId, userId))) throw INVALID_USER();
  const requestId = await pendingRequestId(db, libraryId, userId);
  if (requestId !== undefined)
    return acceptRequest(db, libraryId, requestId, input.member_code ?? undefined);
  return inTransaction(db, async (t) => {
    await lockLibrary(t, libraryId);
    await refuseExistingMember(t, libraryId, userId);
    const invitation = await upsertInvitation(t, {
      libraryId,
      userId,
      memberId: null,
      invitedBy: staffId,
    });
    return { invitation };
  });
}

/**
 * Staff link a walk-in card to the account that proved the card's mobile. Linked at once when that reader
 * asked to join; otherwise the reader is invited to take the card over. Answers the linked card, or null:
 * whether an account has the number (or why nothing happened) is never told, so it cannot be probed.
 */
export async function inviteToCard(
  db: Db,
  libraryId: number,
  staffId: number,
  card: MemberRow,
): Promise<MemberRow | null> {
  if (!card.mobile)
    throw invalid({ mobile: ["This member has no mobile number to find an account by."] });
  const account = await accountByMobile(db, card.mobile);
  if (card.userId !== null) {
    // Linked already: again to the same account answers the card.
    if (account?.id === card.userId) return card;
    throw invalid({ user_id: ["This member's card is already linked to another account."] });
  }
  if (!account || (await isBlockedPair(db, staffId, account.id))) return null;
  const requestId = await pendingRequestId(db, libraryId, account.id);
  return inTransaction(db, async (t) => {
    await lockLibrary(t, libraryId);
    const [member] = await t
      .select({ id: libraryMembers.id })
      .from(libraryMembers)
      .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, account.id)))
      .limit(1);
    if (member) return null;
    if (requestId !== undefined) return linkCard(t, card.id, account, requestId);
    await upsertInvitation(t, {
      libraryId,
      userId: account.id,
      memberId: card.id,
      invitedBy: staffId,
    });
    return null;
  });
}

/** Puts `account` on the walk-in card (its code and loans stay); `requestId` settles their request. */
async function linkCard(db: Db, cardId: number, account: UserRow, requestId?: number) {
  const [fresh] = await db.select().from(libraryMembers).where(eq(libraryMembers.id, cardId));
  if (!fresh) throw notFound("Member");
  if (fresh.userId === account.id) return fresh;
  if (fresh.userId !== null)
    throw invalid({ user_id: ["This member's card is already linked to another account."] });
  if (requestId !== undefined)
    await db.delete(memberRequests).where(eq(memberRequests.id, requestId));
  const [row] = await db
    .update(libraryMembers)
    .set({
      userId: account.id,
      photoUrl: fresh.photoUrl ?? account.photoUrl,
      requestId: requestId ?? fresh.requestId,
      updatedAt: new Date(),
    })
    .where(eq(libraryMembers.id, cardId))
    .returning();
  return row!;
}

async function lockedInvitation(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId)))
    .for("update");
  if (!row) throw notFound("Member invitation");
  return row;
}

async function cardOf(db: Db, libraryId: number, userId: number) {
  const [card] = await db
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, userId)))
    .limit(1);
  return card;
}

/**
 * The reader accepts: a new card with the next code, or the walk-in card linked. Accepting again answers
 * the same card; a declined invitation must be sent again by staff (409 otherwise).
 */
export async function acceptInvitation(db: Db, userId: number, id: number): Promise<MemberRow> {
  const [first] = await db
    .select({ libraryId: memberInvitations.libraryId })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId)));
  if (!first) throw notFound("Member invitation");
  return inTransaction(db, async (t) => {
    await lockLibrary(t, first.libraryId);
    const invitation = await lockedInvitation(t, userId, id);
    const existing = await cardOf(t, invitation.libraryId, userId);
    if (invitation.status === "accepted" && existing) return existing;
    if (invitation.status !== "pending") throw notFound("Member invitation");
    if (existing)
      throw conflict(
        "already_member",
        `You are already member ${existing.memberCode} of the library.`,
        { member_code: existing.memberCode },
      );
    const [account] = await t.select().from(users).where(eq(users.id, userId));
    const requestId = await pendingRequestId(t, invitation.libraryId, userId);
    let card: MemberRow;
    if (invitation.memberId !== null) {
      card = await linkCard(t, invitation.memberId, account!, requestId);
    } else {
      if (requestId !== undefined)
        await t.delete(memberRequests).where(eq(memberRequests.id, requestId));
      const [row] = await t
        .insert(libraryMembers)
        .values({
          ...accountCard(account!),
          libraryId: invitation.libraryId,
          memberCode: await nextMemberCodeOf(t, invitation.libraryId),
        })
        .returning();
      card = row!;
    }
    await t
      .update(memberInvitations)
      .set({ status: "accepted", updatedAt: new Date() })
      .where(eq(memberInvitations.id, id));
    return card;
  });
}

/** The reader declines; declining again answers the same. */
export async function declineInvitation(db: Db, userId: number, id: number) {
  return inTransaction(db, async (t) => {
    const invitation = await lockedInvitation(t, userId, id);
    if (invitation.status === "accepted") throw notFound("Member invitation");
    const [row] = await t
      .update(memberInvitations)
      .set({ status: "declined", updatedAt: new Date() })
      .where(eq(memberInvitations.id, id))
      .returning();
    return row!;
  });
}

/** The reader's pending invitations, newest first. */
export async function readerInvitations(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.userId, userId), eq(memberInvitations.status, "pending")))
    .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id));
  return invitationRecords(db, rows);
}

/** A library's pending invitations, oldest first (the desk's list). */
export async function libraryInvitationPage(
  db: Db,
  libraryId: number,
  page: { offset: number; perPage: number },
) {
  const where = and(
    eq(memberInvitations.libraryId, libraryId),
    eq(memberInvitations.status, "pending"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberInvitations)
      .where(where)
      .orderBy(asc(memberInvitations.createdAt), asc(memberInvitations.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(memberInvitations).where(where),
  ]);
  return { items: await invitationRecords(db, rows), total: Number(total?.n ?? 0) };
}
