// Readers' requests to join a library: asking (again after a decline), the staff's list, accepting
// (a member card with the next member code; the request is deleted) and declining with a reason.
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { libraryMembers, memberRequests, users } from "../db/schema";
import { conflict, notFound } from "./errors";
import { lockLibrary } from "./library-lock";
import { nextMemberCodeOf, withCode } from "./member-codes";
import { usersById } from "./post-details";
import { memberRequestJson } from "../serialize/libraries";
import { nameKey } from "./spoken-keys";

type RequestRow = typeof memberRequests.$inferSelect;

export async function requestRecord(db: Db, row: RequestRow) {
  const people = await usersById(db, [row.userId]);
  return memberRequestJson(row, people.get(row.userId)!);
}

/** The reader's own request to join the library, as the API shows it; 404 when there is none. */
export async function ownRequest(db: Db, libraryId: number, userId: number) {
  const [row] = await db
    .select()
    .from(memberRequests)
    .where(and(eq(memberRequests.libraryId, libraryId), eq(memberRequests.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Member request");
  return requestRecord(db, row);
}

/** A new pending request (created), the pending one again, or a declined one made pending again. */
export async function askToJoin(db: Db, libraryId: number, userId: number) {
  const [inserted] = await db
    .insert(memberRequests)
    .values({ libraryId, userId })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [reopened] = await db
    .update(memberRequests)
    .set({ status: "pending", reason: null, decidedAt: null, createdAt: new Date() })
    .where(
      and(
        eq(memberRequests.libraryId, libraryId),
        eq(memberRequests.userId, userId),
        eq(memberRequests.status, "declined"),
      ),
    )
    .returning();
  if (reopened) return { row: reopened, created: true };
  const [pending] = await db
    .select()
    .from(memberRequests)
    .where(and(eq(memberRequests.libraryId, libraryId), eq(memberRequests.userId, userId)));
  return { row: pending!, created: false };
}

/** The library's requests with one status, oldest first. */
export async function requestPage(
  db: Db,
  libraryId: number,
  status: "pending" | "declined",
  page: { offset: number; perPage: number },
) {
  const where = and(eq(memberRequests.libraryId, libraryId), eq(memberRequests.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberRequests)
      .where(where)
      .orderBy(asc(memberRequests.createdAt), asc(memberRequests.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(memberRequests).where(where),
  ]);
  const people = await usersById(
    db,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => memberRequestJson(r, people.get(r.userId)!)),
    total: Number(total?.n ?? 0),
  };
}

async function lockedRequest(tx: Db, libraryId: number, requestId: number) {
  const [row] = await tx
    .select()
    .from(memberRequests)
    .where(and(eq(memberRequests.id, requestId), eq(memberRequests.libraryId, libraryId)))
    .for("update");
  return row;
}

/** The card that settled a request (accepted, or the reader added directly); accepted requests are gone. */
async function cardOfRequest(tx: Db, libraryId: number, requestId: number) {
  const [card] = await tx
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.requestId, requestId)))
    .limit(1);
  return card;
}

/** 409 already_member when the reader already holds a card in the library. */
export async function refuseExistingMember(tx: Db, libraryId: number, userId: number) {
  const [card] = await tx
    .select({ code: libraryMembers.memberCode })
    .from(libraryMembers)
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, userId)))
    .limit(1);
  if (card)
    throw conflict("already_member", `This reader is already member ${card.code} of the library.`, {
      member_code: card.code,
    });
}

/** A new card's fields taken from the reader's account (its proved mobile only). */
export function accountCard(account: typeof users.$inferSelect) {
  return {
    userId: account.id,
    firstName: account.firstName,
    surname: account.surname,
    nickname: account.nickname,
    nameKey: nameKey(account),
    photoUrl: account.photoUrl,
    mobile: account.mobile,
  };
}

/**
 * Makes the requester a member with the next member code (name, photo, mobile from the account);
 * `created` false when the request was already settled: the answer is the card that settled it, so a
 * repeated accept (a second tap, another device's queued accept) lands on the same member.
 */
export async function acceptRequest(
  db: Db,
  libraryId: number,
  requestId: number,
  memberCode?: string,
) {
  return inTransaction(db, async (t) => {
    await lockLibrary(t, libraryId);
    const request = await lockedRequest(t, libraryId, requestId);
    if (!request) {
      const settled = await cardOfRequest(t, libraryId, requestId);
      if (!settled) throw notFound("Member request");
      return { card: settled, created: false };
    }
    await refuseExistingMember(t, libraryId, request.userId);
    const [account] = await t.select().from(users).where(eq(users.id, request.userId));
    const code = memberCode ?? (await nextMemberCodeOf(t, libraryId));
    const [card] = await withCode(t, code, (s) =>
      s
        .insert(libraryMembers)
        .values({ ...accountCard(account!), libraryId, memberCode: code, requestId: request.id })
        .returning(),
    );
    await t.delete(memberRequests).where(eq(memberRequests.id, request.id));
    return { card: card!, created: true };
  });
}

/** Marks the request declined with the staff's optional reason; the requester can read it. */
export async function declineRequest(
  db: Db,
  libraryId: number,
  requestId: number,
  reason: string | null,
) {
  return inTransaction(db, async (t) => {
    const request = await lockedRequest(t, libraryId, requestId);
    if (!request) {
      const settled = await cardOfRequest(t, libraryId, requestId);
      if (!settled) throw notFound("Member request");
      throw conflict(
        "already_member",
        `This request was already accepted: the reader is member ${settled.memberCode}.`,
        { member_code: settled.memberCode },
      );
    }
    const [row] = await t
      .update(memberRequests)
      .set({ status: "declined", reason, decidedAt: new Date() })
      .where(eq(memberRequests.id, request.id))
      .returning();
    return row!;
  });
}
