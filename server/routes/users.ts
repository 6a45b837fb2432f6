// /api/users: search, profile, profile edit, a user's libraries.
import { Hono } from "hono";
import * as v from "valibot";
import { and, asc, count, countDistinct, eq, ilike, notInArray, or, type SQL } from "drizzle-orm";
import type { AppContext, AppEnv, UserRow } from "../context";
import type { Db } from "../db/client";
import { libraryMembers, users } from "../db/schema";
import { findLibrary } from "../domain/libraries";
import { blockedPairIds, requireNotBlocked } from "../domain/blocks";
import { optionalBirthDate, optionalGender } from "../auth/rules";
import { requireUser } from "../http/auth";
import { forbidden, notFound } from "../http/errors";
import {
  check,
  idParam,
  optionalEmail,
  optionalPhone,
  optionalText,
  readInput,
  requiredText,
} from "../http/input";
import { paged, pageRequest } from "../http/paging";
import { likePattern } from "../domain/like-pattern";
import { toResource } from "../../src/api/schemas/resource";
import { loadFullUsers } from "../serialize/users";

export const usersRoutes = new Hono<AppEnv>();

/** The user with id `raw`, or 404. */
export async function requireUserById(db: Db, raw: string | undefined): Promise<UserRow> {
  const id = idParam(raw, "User");
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User");
  return row;
}

/** The user with id `raw` as `viewerId` may see them: 404 when either blocked the other. */
async function requireVisibleUser(db: Db, raw: string | undefined, viewerId: number) {
  const row = await requireUserById(db, raw);
  await requireNotBlocked(db, viewerId, row.id);
  return row;
}

usersRoutes.get("/api/users", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const req = pageRequest(c);
  let where: SQL | undefined;
  if (req.term) {
    // Names only: the username is a mobile number or an email the answer hides from others, so
    // matching it would reveal them a digit at a time (or every address at one domain).
    const pattern = likePattern(req.term);
    where = or(
      ilike(users.firstName, pattern),
      ilike(users.surname, pattern),
      ilike(users.nickname, pattern),
    );
  }
  // People blocked either way are not found.
  const blocked = await blockedPairIds(db, me.id);
  if (blocked.length) where = and(where, notInArray(users.id, blocked));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(req.perPage)
      .offset(req.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const items = (await loadFullUsers(db, rows, me.id)).map(toResource);
  return c.json(paged(c, items, Number(total?.n ?? 0), req));
});

usersRoutes.get("/api/users/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await requireVisibleUser(db, c.req.param("id"), me.id);
  const [json] = await loadFullUsers(db, [user], me.id);
  return c.json({ data: toResource(json!) });
});

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
  mobile: "mobile",
  email: "email",
  dob: "dob",
  gender: "gender",
} as const;

async function updateProfile(c: AppContext) {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await requireUserById(db, c.req.param("id"));
  if (user.id !== me.id) throw forbidden("You can only edit your own profile.");
  const input = await readInput(c);
  const fields = check(ProfileEdit, input);
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    if (!(field in input)) continue;
    const value = fields[field as keyof typeof PROFILE_COLUMNS];
    (changes as Record<string, unknown>)[column] =
      field === "email" && typeof value === "string" ? value.toLowerCase() : value;
  }
  let row = user;
  if (Object.keys(changes).length > 0) {
    [row = user] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  }
  const [json] = await loadFullUsers(db, [row], me.id);
  return c.json({ data: toResource(json!) });
}

usersRoutes.on(["POST", "PUT"], "/api/users/:id{[0-9]+}", updateProfile);

usersRoutes.get("/api/users/:id{[0-9]+}/libraries", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await requireVisibleUser(db, c.req.param("id"), me.id);
  const req = pageRequest(c);
  const where = eq(libraryMembers.userId, user.id);
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ id: libraryMembers.libraryId })
      .from(libraryMembers)
      .where(where)
      .orderBy(asc(libraryMembers.libraryId))
      .limit(req.perPage)
      .offset(req.offset),
    db
      .select({ n: countDistinct(libraryMembers.libraryId) })
      .from(libraryMembers)
      .where(where),
  ]);
  // A page holds a handful of libraries (one card each); findLibrary adds address and totals.
  const items = await Promise.all(
    rows.map(async (r) => toResource(await findLibrary(db, { id: r.id }))),
  );
  return c.json(paged(c, items, Number(total?.n ?? 0), req));
});
