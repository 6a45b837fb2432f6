// Libraries with their address names and totals (books, members, followers), one query per aggregate
// for a whole page; creating a library with its creator as admin; deleting one with its timeline.
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  ilike,
  inArray,
  like,
  or,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../db/client";
import {
  districts,
  follows,
  policeStations,
  libraries,
  libraryBooks,
  libraryMemberRoles,
  libraryMembers,
  libraryRoles,
  posts,
  users,
} from "../db/schema";
import { notFound } from "./errors";
import { nameTaken } from "./library-input";
import { isUniqueViolation } from "./unique";
import { firstMemberCode } from "./member-codes";
import { nameKey, spokenMatch } from "./spoken-keys";
import { libraryJson, type LibraryJson, type LibraryRow } from "../serialize/libraries";
import { LIBRARY_ROLES } from "./permissions";

async function countsBy(db: Db, table: typeof libraryBooks | typeof libraryMembers, ids: number[]) {
  const column = table.libraryId;
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const libraryWithPlace = (db: Db) =>
  db
    .select({ library: libraries, district: districts.name, policeStation: policeStations.name })
    .from(libraries)
    .leftJoin(districts, eq(districts.id, libraries.districtId))
    .leftJoin(policeStations, eq(policeStations.id, libraries.policeStationId));

type PlacedRow = { library: LibraryRow; district: string | null; policeStation: string | null };

async function withTotals(db: Db, rows: PlacedRow[]): Promise<LibraryJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.library.id);
  const [books, members, followerRows] = await Promise.all([
    countsBy(db, libraryBooks, ids),
    countsBy(db, libraryMembers, ids),
    db
      .select({ id: follows.followableId, n: count() })
      .from(follows)
      .where(and(eq(follows.followableType, "library"), inArray(follows.followableId, ids)))
      .groupBy(follows.followableId),
  ]);
  const followers = new Map(followerRows.map((r) => [r.id, Number(r.n)]));
  return rows.map((r) =>
    libraryJson(r.library, {
      district: r.district,
      policeStation: r.policeStation,
      totalBooks: books.get(r.library.id) ?? 0,
      totalMembers: members.get(r.library.id) ?? 0,
      totalFollowers: followers.get(r.library.id) ?? 0,
    }),
  );
}

/** One library as the API shows it, by id or by its unique name; 404 when there is none. */
export async function findLibrary(db: Db, by: { id: number } | { name: string }) {
  const where = "id" in by ? eq(libraries.id, by.id) : eq(libraries.name, by.name);
  const rows = await libraryWithPlace(db).where(where).limit(1);
  const [json] = await withTotals(db, rows);
  if (!json) throw notFound("Library");
  return json;
}

/** The library's name (its address handle), undefined when there is no such library. */
export async function libraryName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: libraries.name })
    .from(libraries)
    .where(eq(libraries.id, id))
    .limit(1);
  return row?.name;
}

/** Writes an edit read by readLibraryEdit; 422 on `name` when another library took it meanwhile. */
export async function updateLibrary(
  db: Db,
  id: number,
  values: Partial<typeof libraries.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  try {
    await db
      .update(libraries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(libraries.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** 404 unless the library exists. */
export async function requireLibrary(db: Db, id: number): Promise<LibraryRow> {
  const [row] = await db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  if (!row) throw notFound("Library");
  return row;
}

/** Libraries whose handle, title or district matches `term`, by title. */
export async function libraryPage(db: Db, term: string, page: { offset: number; perPage: number }) {
  let where: SQL | undefined;
  if (term) {
    where = spokenMatch(
      term,
      (pattern) =>
        or(
          ilike(libraries.name, pattern),
          ilike(libraries.title, pattern),
          ilike(districts.name, pattern),
        ),
      (pattern) => like(libraries.titleKey, pattern),
    );
  }
  const [rows, [total]] = await Promise.all([
    libraryWithPlace(db)
      .where(where)
      .orderBy(asc(libraries.title), asc(libraries.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(libraries)
      .leftJoin(districts, eq(districts.id, libraries.districtId))
      .where(where),
  ]);
  return { items: await withTotals(db, rows), total: Number(total?.n ?? 0) };
}

/** The libraries `userId` is a member of, by id, each with its address and totals. */
export async function memberLibraryPage(
  db: Db,
  userId: number,
  page: { offset: number; perPage: number },
) {
  const where = eq(libraryMembers.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ id: libraryMembers.libraryId })
      .from(libraryMembers)
      .where(where)
      .orderBy(asc(libraryMembers.libraryId))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: countDistinct(libraryMembers.libraryId) })
      .from(libraryMembers)
      .where(where),
  ]);
  // A page holds a handful of libraries (one card each); findLibrary adds address and totals.
  const items = await Promise.all(rows.map((r) => findLibrary(db, { id: r.id })));
  return { items, total: Number(total?.n ?? 0) };
}

/**
 * Creates the library with the four desk roles (admin, librarian, circulation, member); its creator
 * becomes the first member (`AP-M0001`, the library's code prefix like every member code) holding admin.
 */
export async function createLibrary(
  db: Db,
  values: typeof libraries.$inferInsert,
  creatorId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [library] = await tx
      .insert(libraries)
      .values({ ...values, createdBy: creatorId })
      .returning();
    const [role] = await tx
      .insert(libraryRoles)
      .values(LIBRARY_ROLES.map((r) => ({ libraryId: library!.id, ...r })))
      .returning({ id: libraryRoles.id });
    const [creator] = await tx
      .select({
        firstName: users.firstName,
        surname: users.surname,
        nickname: users.nickname,
        photoUrl: users.photoUrl,
      })
      .from(users)
      .where(eq(users.id, creatorId));
    const [card] = await tx
      .insert(libraryMembers)
      .values({
        libraryId: library!.id,
        userId: creatorId,
        memberCode: firstMemberCode(library!),
        firstName: creator!.firstName,
        surname: creator!.surname,
        nickname: creator!.nickname,
        nameKey: nameKey(creator!),
        photoUrl: creator!.photoUrl,
      })
      .returning({ id: libraryMembers.id });
    await tx.insert(libraryMemberRoles).values({ memberId: card!.id, roleId: role!.id });
    return library!.id;
  });
}

/** Deletes the library, the posts on its timeline and the follows of it (the rest cascades). */
export async function deleteLibrary(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(posts).where(and(eq(posts.postableType, "library"), eq(posts.postableId, id)));
    await tx
      .delete(follows)
      .where(and(eq(follows.followableType, "library"), eq(follows.followableId, id)));
    await tx.delete(libraries).where(eq(libraries.id, id));
  });
}
