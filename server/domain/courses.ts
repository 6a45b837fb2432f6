// Courses and the caller's orders: search, lookup, one order per reader per course with its message.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { courseOrders, courses } from "../db/schema";
import type { UserRow } from "../context";
import { invalid, notFound } from "./errors";
import { likePattern } from "./like-pattern";
import { courseJson, courseOrderJson, type CourseRow } from "../serialize/courses";

interface Page {
  offset: number;
  perPage: number;
  term: string;
}

/** The caller's order messages for these courses (none for an anonymous caller). */
async function orderMessages(db: Db, courseIds: number[], userId: number | null) {
  if (userId === null || courseIds.length === 0) return null;
  const rows = await db
    .select({ courseId: courseOrders.courseId, message: courseOrders.message })
    .from(courseOrders)
    .where(and(eq(courseOrders.userId, userId), inArray(courseOrders.courseId, courseIds)));
  return new Map(rows.map((r) => [r.courseId, r.message]));
}

async function withMessages(db: Db, rows: CourseRow[], userId: number | null) {
  const messages = await orderMessages(
    db,
    rows.map((r) => r.id),
    userId,
  );
  return rows.map((r) => courseJson(r, messages ? (messages.get(r.id) ?? null) : undefined));
}

export async function coursePage(db: Db, page: Page, userId: number | null) {
  let where: SQL | undefined;
  if (page.term) {
    const pattern = likePattern(page.term);
    where = or(
      ilike(courses.title, pattern),
      ilike(courses.preTitle, pattern),
      ilike(courses.postTitle, pattern),
      ilike(courses.intro, pattern),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.startsAt), asc(courses.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { items: await withMessages(db, rows, userId), total: Number(total?.n ?? 0) };
}

export async function findCourse(
  db: Db,
  by: { id: number } | { slug: string },
  userId: number | null,
) {
  const where = "id" in by ? eq(courses.id, by.id) : eq(courses.slug, by.slug);
  const [row] = await db.select().from(courses).where(where).limit(1);
  if (!row) throw notFound("Course");
  return (await withMessages(db, [row], userId))[0]!;
}

export async function orderPage(db: Db, userId: number, page: { offset: number; perPage: number }) {
  const where = eq(courseOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: courseOrders, course: courses })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .where(where)
      .orderBy(desc(courseOrders.createdAt), desc(courseOrders.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(courseOrders).where(where),
  ]);
  return {
    items: rows.map((r) => courseOrderJson(r.order, r.course)),
    total: Number(total?.n ?? 0),
  };
}

/** The caller's order of the course with this id (the course screen asks by course). */
export async function findOrderOfCourse(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ order: courseOrders, course: courses })
    .from(courseOrders)
    .innerJoin(courses, eq(courses.id, courseOrders.courseId))
    .where(and(eq(courseOrders.userId, userId), eq(courseOrders.courseId, courseId)))
    .limit(1);
  if (!row) throw notFound("Course order");
  return courseOrderJson(row.order, row.course);
}

function orderMessage(course: CourseRow, user: UserRow): string {
  const contact = user.mobile ?? user.email ?? user.username;
  const start = course.startsAt
    ? ` The course starts on ${course.startsAt.toISOString().slice(0, 10)}.`
    : "";
  return `Thank you for applying to ${course.title}. We will contact you at ${contact} to confirm your seat and payment.${start}`;
}

/** Orders the course for the caller; ordering again answers the existing order (created: false). */
export async function placeOrder(db: Db, user: UserRow, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw invalid({ course_id: ["The selected course id is invalid."] });
  const inserted = await db
    .insert(courseOrders)
    .values({ userId: user.id, courseId, message: orderMessage(course, user) })
    .onConflictDoNothing()
    .returning({ id: courseOrders.id });
  const order = await findOrderOfCourse(db, user.id, courseId);
  return { order, created: inserted.length > 0 };
}
