// A library's roles and the staff roles on a member card: members_manage gives and takes them, only the
// creator gives or takes `admin`, and nobody changes the creator's own card but the creator.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { libraryMemberRoles, libraryRoles } from "../db/schema";
import { toResource } from "../../src/api/schemas/resource";
import { forbidden, invalid } from "./errors";

const ADMIN = "admin";

/** The library's roles with their permissions, as resources `{ id, name, permissions: [{ name }] }`. */
export async function libraryRoleList(db: Db, libraryId: number) {
  const rows = await db
    .select()
    .from(libraryRoles)
    .where(eq(libraryRoles.libraryId, libraryId))
    .orderBy(asc(libraryRoles.id));
  return rows.map((r) =>
    toResource({
      id: r.id,
      name: r.name,
      permissions: r.permissions.map((name) => ({ name })),
    }),
  );
}

/**
 * The one rule for the creator's own card (its name, mobile, code, active flag, photo and roles): only the
 * creator changes it; anyone else gets 403, whatever powers they hold. Lending to the creator depends on it.
 */
export function requireCreatorForCreatorsCard(
  library: { createdBy: number | null },
  actorId: number,
  card: { userId: number | null },
): void {
  const creatorsCard = card.userId !== null && card.userId === library.createdBy;
  if (creatorsCard && actorId !== library.createdBy)
    throw forbidden("Only the library's creator can change the creator's own card.");
}

export interface RoleChange {
  libraryId: number;
  createdBy: number | null;
  /** The one asking (who holds members_manage). */
  actorId: number;
  card: { id: number; userId: number | null };
  names: string[];
}

/** Gives the card exactly the named roles; unknown names are 422, the admin and creator rules 403. */
export async function setMemberRoles(db: Db, change: RoleChange): Promise<void> {
  const { libraryId, createdBy, actorId, card, names } = change;
  const byCreator = createdBy !== null && actorId === createdBy;
  requireCreatorForCreatorsCard({ createdBy }, actorId, card);
  await inTransaction(db, async (t) => {
    const roles = await t.select().from(libraryRoles).where(eq(libraryRoles.libraryId, libraryId));
    const unknown = names.filter((n) => !roles.some((r) => r.name === n));
    if (unknown.length)
      throw invalid({ roles: [`This library has no role named ${unknown.join(", ")}.`] });
    const held = await t
      .select({ name: libraryRoles.name })
      .from(libraryMemberRoles)
      .innerJoin(libraryRoles, eq(libraryRoles.id, libraryMemberRoles.roleId))
      .where(eq(libraryMemberRoles.memberId, card.id));
    const hadAdmin = held.some((r) => r.name === ADMIN);
    if (hadAdmin !== names.includes(ADMIN) && !byCreator)
      throw forbidden("Only the library's creator can give or take the admin role.");
    await t.delete(libraryMemberRoles).where(eq(libraryMemberRoles.memberId, card.id));
    const ids = roles.filter((r) => names.includes(r.name)).map((r) => r.id);
    if (ids.length)
      await t
        .insert(libraryMemberRoles)
        .values(ids.map((roleId) => ({ memberId: card.id, roleId })))
        .onConflictDoNothing();
  });
}
