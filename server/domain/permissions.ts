// Who may do what in a library: a member's roles carry named permissions; the creator holds them all.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, libraryMemberRoles, libraryMembers, libraryRoles } from "../db/schema";
import { forbidden } from "./errors";

export const LIBRARY_EDIT = "library_edit";
export const BOOKS_MANAGE = "books_manage";
export const MEMBERS_MANAGE = "members_manage";
export const CIRCULATION = "circulation";

/** The staff powers, in the order the desk lists them. */
export const STAFF_POWERS = [LIBRARY_EDIT, BOOKS_MANAGE, MEMBERS_MANAGE, CIRCULATION] as const;
export type StaffPower = (typeof STAFF_POWERS)[number];

/** The roles every library has, with the powers each holds. */
export const LIBRARY_ROLES: { name: string; permissions: StaffPower[] }[] = [
  { name: "admin", permissions: [...STAFF_POWERS] },
  { name: "librarian", permissions: [BOOKS_MANAGE, CIRCULATION] },
  { name: "circulation", permissions: [CIRCULATION] },
  { name: "member", permissions: [] },
];

export async function libraryPermissions(
  db: Db,
  libraryId: number,
  userId: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ permissions: libraryRoles.permissions })
    .from(libraryMembers)
    .innerJoin(libraryMemberRoles, eq(libraryMemberRoles.memberId, libraryMembers.id))
    .innerJoin(libraryRoles, eq(libraryRoles.id, libraryMemberRoles.roleId))
    .where(and(eq(libraryMembers.libraryId, libraryId), eq(libraryMembers.userId, userId)));
  return new Set(rows.flatMap((row) => row.permissions));
}

/** 403 unless the user holds `permission` in the library. */
export async function requireLibraryPermission(
  db: Db,
  libraryId: number,
  userId: number,
  permission = LIBRARY_EDIT,
) {
  const granted = await libraryPermissions(db, libraryId, userId);
  if (!granted.has(permission))
    throw forbidden("You need the library_edit permission in this library.");
}

/** The staff powers the user holds in the library: all of them for its creator. */
export async function staffPowers(
  db: Db,
  libraryId: number,
  userId: number,
): Promise<StaffPower[]> {
  const [library] = await db
    .select({ createdBy: libraries.createdBy })
    .from(libraries)
    .where(eq(libraries.id, libraryId))
    .limit(1);
  if (library?.createdBy === userId) return [...STAFF_POWERS];
  const granted = await libraryPermissions(db, libraryId, userId);
  return STAFF_POWERS.filter((power) => granted.has(power));
}

/** 403, naming the power, unless the user holds `power` in the library (its creator always does). */
export async function requireLibraryPower(
  db: Db,
  libraryId: number,
  userId: number,
  power: StaffPower,
): Promise<void> {
  if (!(await staffPowers(db, libraryId, userId)).includes(power))
    throw forbidden(`You need the ${power} permission in this library.`);
}

/** The library's staff: its creator and members holding any staff power. They see every loan and member. */
export async function isLibraryStaff(db: Db, libraryId: number, userId: number): Promise<boolean> {
  return (await staffPowers(db, libraryId, userId)).length > 0;
}
