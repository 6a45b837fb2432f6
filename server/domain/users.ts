// Users: finding one as the viewer may see them, searching people by name, and editing one's own profile.
import { and, asc, count, eq, ilike, like, notInArray, or, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { optionalBirthDate, optionalGender } from "../auth/rules";
import type { UserRow } from "../context";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { loadFullUsers } from "../serialize/users";
import { blockedPairIds, requireNotBlocked } from "./blocks";
import { forbidden, notFound } from "./errors";
import {
  check,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  type Input,
} from "./fields";
import { nameKey, settleNameKey, spokenMatch } from "./spoken-keys";
import type { CodeDeps } from "../auth/one-time-codes";
import { contactChange } from "./contact-verification";

/** The user with this id, or 404. */
export async function findUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User");
  return row;
}

/** The user with this id as `viewerId` may see them: 404 when either blocked the other. */
export async function findVisibleUser(db: Db, id: number, viewerId: number): Promise<UserRow> {
  const row = await findUser(db, id);
  await requireNotBlocked(db, viewerId, row.id);
  return row;
}

/** People whose names match `term` (all people without one), by first name, without those kept apart. */
export async function userPage(
  db: Db,
  viewerId: number,
  page: { offset: number; perPage: number; term: string },
) {
  let where: SQL | undefined;
  if (page.term) {
    // Names only: the username is a mobile number or an email the answer hides from others, so
    // matching it would reveal them a digit at a time (or every address at one domain).
    where = spokenMatch(
      page.term,
      (pattern) =>
        or(
          ilike(users.firstName, pattern),
          ilike(users.surname, pattern),
          ilike(users.nickname, pattern),
        ),
      (pattern) => like(users.nameKey, pattern),
    );
  }
  return readerPage(db, viewerId, where, page);
}

/** A page of readers matching `where`, by first name, never one blocked either way with the viewer. */
export async function readerPage(
  db: Db,
  viewerId: number,
  match: SQL | undefined,
  page: { offset: number; perPage: number },
) {
  const blocked = await blockedPairIds(db, viewerId);
  const where = blocked.length ? and(match, notInArray(users.id, blocked)) : match;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: await loadFullUsers(db, rows, viewerId), total: Number(total?.n ?? 0) };
}

/** The whole profile of `user` as `viewerId` sees it. */
export async function profile(db: Db, user: UserRow, viewerId: number) {
  const [json] = await loadFullUsers(db, [user], viewerId);
  return json!;
}

/** The user with this id, whose profile only they may edit: 404, then 403 for anyone else. */
export async function findOwnProfile(db: Db, id: number, callerId: number): Promise<UserRow> {
  const user = await findUser(db, id);
  if (user.id !== callerId) throw forbidden("You can only edit your own profile.");
  return user;
}

/** Profile fields; a field left out keeps its value. */
const ProfileEdit = v.object({
  first_name: v.optional(requiredText("first_name", 100)),
  surname: optionalText("surname", 100),
  nickname: optionalText("nickname", 100),
  mobile: optionalPhone("mobile"),
  email: optionalEmail("email"),
  dob: optionalBirthDate,
  gender: optionalGender,
});

const PROFILE_COLUMNS = {
  first_name: "firstName",
  surname: "surname",
  nickname: "nickname",
  dob: "dob",
  gender: "gender",
} as const;

/**
 * Writes the profile fields `input` carries; a new mobile or email (lower-cased) waits for its code
 * (contact-verification.ts). Answers the whole profile.
 */
export async function editProfile(deps: CodeDeps, user: UserRow, input: Input) {
  const { db } = deps;
  const fields = check(ProfileEdit, input);
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    if (!(field in input)) continue;
    (changes as Record<string, unknown>)[column] = fields[field as keyof typeof PROFILE_COLUMNS];
  }
  if ("mobile" in input)
    Object.assign(changes, await contactChange(deps, user, "mobile", fields.mobile ?? null));
  if ("email" in input) {
    const email = fields.email?.toLowerCase() ?? null;
    Object.assign(changes, await contactChange(deps, user, "email", email));
  }
  const renamed = ["firstName", "surname", "nickname"].some((name) => name in changes);
  if (renamed) changes.nameKey = nameKey({ ...user, ...changes });
  let row = user;
  if (Object.keys(changes).length > 0) {
    [row = user] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (renamed) row = await settleNameKey(db, users, row);
  }
  return profile(db, row, user.id);
}
