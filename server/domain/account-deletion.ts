// Deleting a reader's own account: what goes with it, what a library keeps, and when it must wait.
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  blocks,
  complains,
  follows,
  libraries,
  libraryMemberRoles,
  libraryMembers,
  libraryRoles,
  oneTimeCodes,
  posts,
  users,
} from "../db/schema";
import type { UserRow } from "../context";
import { USER_TYPES } from "./blocks";
import { invalid } from "./errors";
import { LIBRARY_EDIT } from "./permissions";

/**
 * Libraries the account runs alone: it created them or holds library_edit there, and no other account
 * holds library_edit. Deleting the account would leave them without anyone who can run them.
 */
export async function librariesRunAlone(db: Db, userId: number): Promise<string[]> {
  const editors = (memberUser: typeof libraryMembers.userId) =>
    db
      .select({ libraryId: libraryMembers.libraryId })
      .from(libraryMembers)
      .innerJoin(libraryMemberRoles, eq(libraryMemberRoles.memberId, libraryMembers.id))
      .innerJoin(libraryRoles, eq(libraryRoles.id, libraryMemberRoles.roleId))
      .where(
        and(
          eq(memberUser, userId),
          sql`${libraryRoles.permissions} @> ${JSON.stringify([LIBRARY_EDIT])}::jsonb`,
        ),
      );
  const run = await db
    .select({ id: libraries.id, title: libraries.title })
    .from(libraries)
    .where(
      or(eq(libraries.createdBy, userId), inArray(libraries.id, editors(libraryMembers.userId))),
    );
  if (run.length === 0) return [];
  const others = await db
    .selectDistinct({ libraryId: libraryMembers.libraryId })
    .from(libraryMembers)
    .innerJoin(libraryMemberRoles, eq(libraryMemberRoles.memberId, libraryMembers.id))
    .innerJoin(libraryRoles, eq(libraryRoles.id, libraryMemberRoles.roleId))
    .where(
      and(
        inArray(
          libraryMembers.libraryId,
          run.map((l) => l.id),
        ),
        isNotNull(libraryMembers.userId),
        ne(libraryMembers.userId, userId),
        sql`${libraryRoles.permissions} @> ${JSON.stringify([LIBRARY_EDIT])}::jsonb`,
      ),
    );
  const covered = new Set(others.map((o) => o.libraryId));
  return run.filter((l) => !covered.has(l.id)).map((l) => l.title);
}

/**
 * Deletes the account and everything that is only the reader's: their profile, sign-in tokens and codes,
 * posts (with the comments and likes on them), posts others wrote on their timeline, their comments, likes,
 * follows both ways, blocks both ways, reports, membership requests and course orders. Member cards stay in
 * their libraries' registers (a library's record of its loans), unlinked from the account. Answers the
 * uploaded files the deleted records pointed at, for the caller to remove once the deletion is committed.
 * Refused (422 on `libraries`) while the reader runs a library alone.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<string[]> {
  const alone = await librariesRunAlone(db, user.id);
  if (alone.length > 0) {
    throw invalid({
      libraries: alone.map(
        (title) =>
          `You run ${title} alone. Give another member the admin role at the library desk first, then delete your account.`,
      ),
    });
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: users.id, photoUrl: users.photoUrl, coverPhotoUrl: users.coverPhotoUrl })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    // A second request deleting the same account waited for the first: nothing is left to do.
    if (!locked) return [];
    const onTimeline = and(eq(posts.postableType, "user"), eq(posts.postableId, user.id));
    const pictures = await tx
      .select({ url: posts.imageUrl })
      .from(posts)
      .where(or(eq(posts.userId, user.id), onTimeline));
    await tx.delete(posts).where(onTimeline);
    await tx
      .delete(follows)
      .where(and(eq(follows.followableType, "user"), eq(follows.followableId, user.id)));
    await tx
      .delete(blocks)
      .where(and(inArray(blocks.blockableType, USER_TYPES), eq(blocks.blockableId, user.id)));
    await tx
      .delete(complains)
      .where(and(eq(complains.complainableType, "User"), eq(complains.complainableId, user.id)));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.username, user.username));
    const ownPictures = [locked.photoUrl, locked.coverPhotoUrl].filter((u): u is string => !!u);
    // A card keeps no copy of a picture whose file goes with the account.
    if (ownPictures.length > 0)
      await tx
        .update(libraryMembers)
        .set({ photoUrl: null })
        .where(
          and(eq(libraryMembers.userId, user.id), inArray(libraryMembers.photoUrl, ownPictures)),
        );
    // Everything else that names the account goes with it (foreign keys cascade; member cards and the
    // libraries it created are kept, unlinked).
    await tx.delete(users).where(eq(users.id, user.id));
    return [...ownPictures, ...pictures.map((p) => p.url).filter((u): u is string => !!u)];
  });
}
