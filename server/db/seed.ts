// Seed data for an empty database: the demo readers, libraries, books, posts and courses (one transaction).
import { count, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import { LIBRARY_ROLES } from "../domain/permissions";
import type { Db } from "./client";
import * as s from "./schema";
import type { UploadStore } from "../uploads/store";
import { COURSES } from "./seed-data/courses";
import { SEED_URL, writeSeedImages } from "./seed-data/images";
import { DISTRICTS, POLICE_STATIONS } from "./seed-data/places";
import { buildSeedPlan, type SeedPlan } from "./seed-data/plan";
import { COMPLAIN_TYPES, LIKE_EMOJI } from "./seed-data/posts";
import { chunks } from "./seed-data/random";
import { fillSpokenKeys } from "../domain/spoken-keys";

export const DEMO_PASSWORD = "pathagar-demo";
/** Any constant: two servers starting on one empty PostgreSQL seed it once. */
const SEED_LOCK = 7_261_998;
const DAY = 86_400_000;

export interface SeedOptions {
  /** The moment the seeded timeline ends (posts, loans and courses are dated before or after it). */
  now?: Date;
}

/** Seeds the demo data when the database has no users; answers whether it did. */
export async function seedIfEmpty(
  db: Db,
  uploads: UploadStore,
  options: SeedOptions = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const plan = buildSeedPlan(options.now ?? new Date());
  // scrypt is slow: one hash serves every seeded account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await writeSeedImages(uploads, plan.images);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await insertPlan(tx, plan, passwordHash, options.now ?? new Date());
    await fillSpokenKeys(tx);
    return true;
  });
}

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.users);
  return Number(row?.n ?? 0) === 0;
}

/** Inserts rows in slices of 500 and returns their ids in the same order. */
async function insertMany<T>(
  rows: T[],
  insert: (slice: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of chunks(rows)) ids.push(...(await insert(slice)).map((r) => r.id));
  return ids;
}

async function insertPlan(db: Db, plan: SeedPlan, passwordHash: string, now: Date): Promise<void> {
  const id = { id: s.users.id };
  const userIds = await insertMany(plan.users, (rows) =>
    db
      .insert(s.users)
      .values(rows.map((u) => ({ ...u, passwordHash, updatedAt: u.createdAt })))
      .returning(id),
  );
  const districtIds = await db
    .insert(s.districts)
    .values(DISTRICTS.map((name) => ({ name })))
    .returning({ id: s.districts.id, name: s.districts.name });
  const districtId = new Map(districtIds.map((d) => [d.name, d.id]));
  const stations = Object.entries(POLICE_STATIONS).flatMap(([district, names]) =>
    names.map((name) => ({ districtId: districtId.get(district)!, name, district })),
  );
  const stationRows = await db
    .insert(s.policeStations)
    .values(stations.map(({ districtId, name }) => ({ districtId, name })))
    .returning({ id: s.policeStations.id });
  const stationId = new Map(
    stations.map((st, i) => [`${st.district}/${st.name}`, stationRows[i]!.id]),
  );

  const libraryIds = await insertMany(plan.libraries, (rows) =>
    db
      .insert(s.libraries)
      .values(
        rows.map((lib, i) => ({
          name: lib.name,
          title: lib.title,
          logoUrl: `${SEED_URL}/logo-${lib.name}.svg`,
          coverPhotoUrl: `${SEED_URL}/cover-${lib.name}.svg`,
          about: lib.about,
          email: lib.email,
          foundedAt: lib.foundedAt,
          govtRegNo: lib.govtRegNo,
          phone: lib.phone,
          mobile: lib.mobile,
          postCode: lib.postCode,
          totalRegularNewsPapers: lib.newspapers,
          totalRegularMagazines: lib.magazines,
          openingTimeAt: lib.opens,
          closingTimeAt: lib.closes,
          offDays: lib.offDays,
          house: lib.house,
          village: lib.village,
          districtId: districtId.get(lib.district)!,
          policeStationId: stationId.get(`${lib.district}/${lib.policeStation}`)!,
          addressPostCode: lib.postCode,
          bookCodePrefix: lib.initials,
          verifiedAt: new Date(lib.foundedAt ?? "2020-01-01"),
          createdBy: userIds[i === 0 ? 0 : i + 1]!,
        })),
      )
      .returning({ id: s.libraries.id }),
  );
  const roleRows = await db
    .insert(s.libraryRoles)
    .values(libraryIds.flatMap((libraryId) => LIBRARY_ROLES.map((r) => ({ libraryId, ...r }))))
    .returning({
      id: s.libraryRoles.id,
      libraryId: s.libraryRoles.libraryId,
      name: s.libraryRoles.name,
    });
  const roleId = (library: number, name: string) =>
    roleRows.find((r) => r.libraryId === libraryIds[library] && r.name === name)!.id;

  const joined = joinedDates(plan, now);
  const memberIds = await insertMany(
    plan.members.map((m, i) => ({ m, i })),
    (rows) =>
      db
        .insert(s.libraryMembers)
        .values(
          rows.map(({ m, i }) => ({
            libraryId: libraryIds[m.library]!,
            userId: m.user === null ? null : userIds[m.user]!,
            memberCode: m.memberCode,
            firstName: m.firstName,
            surname: m.surname,
            nickname: m.nickname,
            photoUrl: m.photoUrl,
            // The desk calls members about overdue books: each card has a number, the account's own or,
            // for a walk-in, one of the demo range +8801799…
            mobile:
              m.user === null
                ? `+8801799${String(i + 1).padStart(6, "0")}`
                : plan.users[m.user]!.mobile,
            joinedAt: joined[i]!,
            totalReadingBooks: m.reading,
            totalHasReadBooks: m.hasRead,
          })),
        )
        .returning({ id: s.libraryMembers.id }),
  );
  const memberRoles = plan.members.flatMap((m, i) =>
    m.circulation
      ? [{ memberId: memberIds[i]!, roleId: roleId(m.library, "circulation") }]
      : [
          ...(m.admin ? [{ memberId: memberIds[i]!, roleId: roleId(m.library, "admin") }] : []),
          { memberId: memberIds[i]!, roleId: roleId(m.library, "member") },
        ],
  );
  for (const slice of chunks(memberRoles)) await db.insert(s.libraryMemberRoles).values(slice);
  if (plan.memberRequests.length > 0) {
    await db.insert(s.memberRequests).values(
      plan.memberRequests.map((r) => ({
        libraryId: libraryIds[r.library]!,
        userId: userIds[r.user]!,
      })),
    );
  }

  const authorIds = await insertMany(plan.authors, (rows) =>
    db
      .insert(s.authors)
      .values(rows.map((name) => ({ name })))
      .returning({ id: s.authors.id }),
  );
  const bookIds = await insertMany(plan.books, (rows) =>
    db
      .insert(s.books)
      .values(
        rows.map(({ title, coverUrl, isbn, publisher, language }) => ({
          title,
          coverUrl,
          isbn,
          publisher,
          language,
        })),
      )
      .returning({ id: s.books.id }),
  );
  const bookAuthors = plan.books.flatMap((b, i) =>
    b.authors.map((a) => ({ bookId: bookIds[i]!, authorId: authorIds[a]! })),
  );
  for (const slice of chunks(bookAuthors)) await db.insert(s.bookAuthors).values(slice);
  const lent = new Set(plan.issues.filter((i) => i.collectedAt === null).map((i) => i.copy));
  const copies = plan.copies.map((c, n) => ({
    ...c,
    status: lent.has(n) ? ("on_loan" as const) : ("available" as const),
  }));
  const copyIds = await insertMany(copies, (rows) =>
    db
      .insert(s.libraryBooks)
      .values(
        rows.map((c) => ({
          libraryId: libraryIds[c.library]!,
          bookId: bookIds[c.book]!,
          bookCode: c.bookCode,
          shelfNumber: c.shelfNumber,
          boxNumber: c.boxNumber,
          status: c.status,
        })),
      )
      .returning({ id: s.libraryBooks.id }),
  );
  for (const slice of chunks(plan.issues)) {
    await db.insert(s.bookIssues).values(
      slice.map((i) => ({
        libraryId: libraryIds[i.library]!,
        libraryMemberId: memberIds[i.member]!,
        libraryBookId: copyIds[i.copy]!,
        issuedAt: i.issuedAt,
        dueAt: i.dueAt,
        collectedAt: i.collectedAt,
      })),
    );
  }

  for (const slice of chunks(plan.follows)) {
    await db.insert(s.follows).values(
      slice.map((f) => ({
        userId: userIds[f.user]!,
        followableType: f.type,
        followableId: f.type === "user" ? userIds[f.target]! : libraryIds[f.target]!,
      })),
    );
  }
  const postIds = await insertMany(plan.posts, (rows) =>
    db
      .insert(s.posts)
      .values(
        rows.map((p) => ({
          userId: userIds[p.user]!,
          postableType: p.postableType,
          postableId: p.postableType === "user" ? userIds[p.postable]! : libraryIds[p.postable]!,
          title: p.title,
          body: p.body,
          imageUrl: p.imageUrl,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: s.posts.id }),
  );
  const comments = [...plan.comments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const slice of chunks(comments)) {
    await db.insert(s.comments).values(
      slice.map((c) => ({
        postId: postIds[c.post]!,
        userId: userIds[c.user]!,
        body: c.body,
        createdAt: c.createdAt,
      })),
    );
  }
  for (const slice of chunks(plan.likes)) {
    await db.insert(s.likes).values(
      slice.map((l) => ({
        postId: postIds[l.post]!,
        userId: userIds[l.user]!,
        emojiHtmlCode: LIKE_EMOJI,
        createdAt: l.createdAt,
      })),
    );
  }

  await db.insert(s.complainTypes).values(COMPLAIN_TYPES);
  await db.insert(s.courses).values(
    COURSES.map((c) => ({
      slug: c.slug,
      title: c.title,
      preTitle: c.preTitle,
      postTitle: c.postTitle,
      imageUrl: `${SEED_URL}/course-${c.slug}.svg`,
      colorBackground: c.colors[0],
      colorTitle: c.colors[1],
      colorSubtitle: c.colors[2],
      discount: c.discount,
      listFee: c.listFee,
      actualFee: Math.round((c.listFee * (100 - c.discount)) / 100),
      duration: c.duration,
      isLive: c.isLive,
      startsAt: c.startsInDays === null ? null : new Date(dayStart(now) + c.startsInDays * DAY),
      daysAndTime: c.daysAndTime,
      intro: c.intro,
      careerOpportunities: c.careerOpportunities,
    })),
  );
}

/** Midnight UTC of `now`, plus 14:00 UTC (8 pm in Dhaka), for course start times. */
function dayStart(now: Date): number {
  return Math.floor(now.getTime() / DAY) * DAY + 14 * 3_600_000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each card joined a month before its first loan (eleven months before the seed's day when it has none). */
function joinedDates(plan: SeedPlan, now: Date): Date[] {
  const first = new Map<number, number>();
  for (const issue of plan.issues) {
    const at = issue.issuedAt.getTime();
    first.set(issue.member, Math.min(first.get(issue.member) ?? at, at));
  }
  const fallback = now.getTime() - 305 * DAY_MS;
  return plan.members.map((_, i) => new Date((first.get(i) ?? fallback) - 30 * DAY_MS));
}
