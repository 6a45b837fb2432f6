// The desk's member cards: adding a walk-in reader and editing a card (readers with an account join by
// their request or an invitation they accept: member-requests.ts, member-invitations.ts).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { libraryMembers } from "../db/schema";
import { notFound } from "./errors";
import { lockLibrary } from "./library-lock";
import { nextMemberCodeOf, withCode } from "./member-codes";
import { nameKey, settleNameKey } from "./spoken-keys";
import type { MemberEdit, NewMember } from "./member-input";

type MemberRow = typeof libraryMembers.$inferSelect;

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

/** A new walk-in card (no account) with the given code or the next free one. */
export async function addWalkIn(
  db: Db,
  libraryId: number,
  input: Extract<NewMember, { kind: "walk_in" }>,
): Promise<MemberRow> {
  return inTransaction(db, async (t) => {
    await lockLibrary(t, libraryId);
    const code = input.member_code ?? (await nextMemberCodeOf(t, libraryId));
    const [card] = await withCode(t, code, (s) =>
      s
        .insert(libraryMembers)
        .values({
          libraryId,
          memberCode: code,
          firstName: input.first_name,
          surname: input.surname,
          nickname: input.nickname,
          nameKey: nameKey({
            firstName: input.first_name,
            surname: input.surname,
            nickname: input.nickname,
          }),
          photoUrl: input.photo_url,
          mobile: input.mobile,
          address: input.address,
        })
        .returning(),
    );
    return card!;
  });
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
  const renamed = ["firstName", "surname", "nickname"].some((name) => name in values);
  if (renamed) values.nameKey = nameKey({ ...card, ...values });
  const [row] = await withCode(db, edit.member_code ?? card.memberCode, (t) =>
    t.update(libraryMembers).set(values).where(eq(libraryMembers.id, card.id)).returning(),
  );
  return renamed ? settleNameKey(db, libraryMembers, row!) : row!;
}
