// Member invitations as the API shows them: with the library's short form, the reader's and the card's code.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, libraryMembers, memberInvitations, users } from "../db/schema";
import { toResource } from "../../src/api/schemas/resource";
import { libraryShort } from "./libraries";
import { userSummary } from "./users";

type InvitationRow = typeof memberInvitations.$inferSelect;

export async function invitationRecords(db: Db, rows: InvitationRow[]) {
  if (rows.length === 0) return [];
  const [libs, people, cards] = await Promise.all([
    db
      .select()
      .from(libraries)
      .where(
        inArray(
          libraries.id,
          rows.map((r) => r.libraryId),
        ),
      ),
    db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      ),
    db
      .select({ id: libraryMembers.id, code: libraryMembers.memberCode })
      .from(libraryMembers)
      .where(
        inArray(
          libraryMembers.id,
          rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])).concat(0),
        ),
      ),
  ]);
  return rows.map((r) =>
    toResource({
      id: r.id,
      library_id: r.libraryId,
      user_id: r.userId,
      member_id: r.memberId,
      member_code: cards.find((c) => c.id === r.memberId)?.code ?? null,
      status: r.status as "pending" | "accepted" | "declined",
      library: libraryShort(libs.find((l) => l.id === r.libraryId)!),
      user: userSummary(people.find((u) => u.id === r.userId)!),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }),
  );
}
