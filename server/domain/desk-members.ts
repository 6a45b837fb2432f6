// The desk's member cards: adding a reader with an account or a walk-in reader, editing a card, and
// linking a walk-in card to the account later registered with its mobile.
import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraryMembers, memberRequests, users } from "../db/schema";
import { conflict, invalid, notFound } from "./errors";
import { lockLibrary } from "./library-lock";
import { nextMemberCodeOf } from "./member-codes";
import type { MemberEdit, NewMember } from "./member-input";
import { refuseExistingMember } from "./member-requests";
import { isUniqueViolation } from "./unique";

type MemberRow = typeof libraryMembers.$inferSelect;

const codeTaken = (code: string) =>
  conflict(
    "member_code_taken",
    `The member code ${code} is already used in this library.`,
    {},
    { member_code: [`The member code ${code} is already used in this library.`] },
  );

/** Runs `write` in a savepoint, answering 409 member_code_taken when the code's index refuses it. */
async function withCode<T>(db: Db, code: string, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => write(tx as unknown as Db));
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(code);
    throw err;
  }
}

/** A card in the library, or 404. */
export async function requireMember(db: Db, libraryId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.id, memberId), eq(libraryMembers.libraryId, libraryId)))
    .limit(1);
  if (!row) throw notFound("Member");
  return row;
}

/** A new card with the given code or the next free one; a reader's request to join is settled by it. */
export async function addMember(db: Db, libraryId: number, input: NewMember): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockLibrary(t, libraryId);
    const code = input.member_code ?? (await nextMemberCodeOf(t, libraryId));
    let values: typeof libraryMembers.$inferInsert;
    if (input.kind === "account") {
      const [account] = await t.select().from(users).where(eq(users.id, input.user_id));
      if (!account) throw invalid({ user_id: ["The selected user id is invalid."] });
      await refuseExistingMember(t, libraryId, account.id);
      values = {
        libraryId,
        userId: account.id,
        memberCode: code,
        firstName: account.firstName,
        surname: account.surname,
        nickname: account.nickname,
        photoUrl: account.photoUrl,
        mobile: account.mobile,
      };
    } else {
      values = {
        libraryId,
        memberCode: code,
        firstName: input.first_name,
        surname: input.surname,
        nickname: input.nickname,
        photoUrl: input.photo_url,
        mobile: input.mobile,
        address: input.address,
      };
    }
    const [card] = await withCode(t, code, (s) =>
      s.insert(libraryMembers).values(values).returning(),
    );
    if (card!.userId === null) return card!;
    return (await settleRequest(t, card!, card!.userId)) ?? card!;
  });
}

/**
 * A reader who now holds a card has nothing left to ask for: their request goes, and the card
 * remembers it (accepting it later answers this card).
 */
async function settleRequest(db: Db, card: MemberRow, userId: number) {
  const [request] = await db
    .delete(memberRequests)
    .where(and(eq(memberRequests.libraryId, card.libraryId), eq(memberRequests.userId, userId)))
    .returning({ id: memberRequests.id });
  if (!request) return undefined;
  const [linked] = await db
    .update(libraryMembers)
    .set({ requestId: request.id })
    .where(eq(libraryMembers.id, card.id))
    .returning();
  return linked;
}

/** Changes the fields sent; a code another card uses is 409 member_code_taken. */
export async function updateMember(db: Db, card: MemberRow, edit: MemberEdit): Promise<MemberRow> {
  const values: Partial<typeof libraryMembers.$inferInsert> = { updatedAt: new Date() };
  if (edit.first_name !== undefined) values.firstName = edit.first_name;
  if (edit.surname !== undefined) values.surname = edit.surname;
  if (edit.nickname !== undefined) values.nickname = edit.nickname;
  if (edit.mobile !== undefined) values.mobile = edit.mobile;
  if (edit.address !== undefined) values.address = edit.address;
  if (edit.photo_url !== undefined) values.photoUrl = edit.photo_url;
  if (edit.member_code !== undefined) values.memberCode = edit.member_code;
  if (edit.active !== undefined) values.active = edit.active;
  const [row] = await withCode(db, edit.member_code ?? card.memberCode, (t) =>
    t.update(libraryMembers).set(values).where(eq(libraryMembers.id, card.id)).returning(),
  );
  return row!;
}

/**
 * Links a walk-in card to the account registered with its mobile (the account whose username is
 * that number first, else the oldest with it as its mobile). Linking again to the same account
 * answers the card; 409 already_member when that account holds another card here.
 */
export async function linkMember(db: Db, libraryId: number, card: MemberRow): Promise<MemberRow> {
  if (!card.mobile)
    throw invalid({ mobile: ["This member has no mobile number to find an account by."] });
  const mobile = card.mobile;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockLibrary(t, libraryId);
    const accounts = await t
      .select()
      .from(users)
      .where(or(eq(users.username, mobile), eq(users.mobile, mobile)))
      .orderBy(asc(users.id));
    const account = accounts.find((u) => u.username === mobile) ?? accounts[0];
    if (!account)
      throw invalid({ mobile: [`No account is registered with the mobile number ${mobile}.`] });
    const [fresh] = await t.select().from(libraryMembers).where(eq(libraryMembers.id, card.id));
    if (fresh!.userId === account.id) return fresh!;
    if (fresh!.userId !== null)
      throw invalid({ user_id: ["This member's card is already linked to another account."] });
    await refuseExistingMember(t, libraryId, account.id);
    const [row] = await t
      .update(libraryMembers)
      .set({
        userId: account.id,
        photoUrl: fresh!.photoUrl ?? account.photoUrl,
        updatedAt: new Date(),
      })
      .where(eq(libraryMembers.id, card.id))
      .returning();
    return (await settleRequest(t, row!, account.id)) ?? row!;
  });
}
