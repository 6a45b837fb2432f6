// Who may do what in a library: a member's roles carry named permissions such as library_edit.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, libraryMemberRoles, libraryMembers, libraryRoles } from "../db/schema";
import { forbidden } from "./errors";

export const LIBRARY_EDIT = "library_edit";

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

/**
 * The library's staff: its creator and members whose role has library_edit (the only staff
 * permission so far). They see every loan and every member.
 */
export async function isLibraryStaff(db: Db, libraryId: number, userId: number): Promise<boolean> {
  const [library] = await db
    .select({ createdBy: libraries.createdBy })
    .from(libraries)
    .where(eq(libraries.id, libraryId))
    .limit(1);
  if (library?.createdBy === userId) return true;
  return (await libraryPermissions(db, libraryId, userId)).has(LIBRARY_EDIT);
}
