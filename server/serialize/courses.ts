// Training courses and course orders as the API shows them (shapes of src/api/schemas/courses.ts).
import type { courseOrders, courses } from "../db/schema";

export type CourseRow = typeof courses.$inferSelect;
export type CourseOrderRow = typeof courseOrders.$inferSelect;

export function courseJson(c: CourseRow, myOrderMessage?: string | null) {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    pre_title: c.preTitle,
    post_title: c.postTitle,
    image_url: c.imageUrl,
    color_background: c.colorBackground,
    color_title: c.colorTitle,
    color_subtitle: c.colorSubtitle,
    discount: c.discount,
    actual_fee: c.actualFee,
    list_fee: c.listFee,
    duration: c.duration,
    is_live: c.isLive,
    starts_at: c.startsAt ? c.startsAt.toISOString() : null,
    days_and_time: c.daysAndTime,
    intro: c.intro,
    career_opportunities: c.careerOpportunities,
    ...(myOrderMessage === undefined ? {} : { my_order_message: myOrderMessage }),
  };
}

const STATUSES = ["ordered", "paid", "completed", "cancelled"] as const;
type Status = (typeof STATUSES)[number];

export function courseOrderJson(o: CourseOrderRow, course?: CourseRow) {
  const status: Status = (STATUSES as readonly string[]).includes(o.status)
    ? (o.status as Status)
    : "ordered";
  return {
    id: o.id,
    course_id: o.courseId,
    status,
    message: o.message,
    created_at: o.createdAt.toISOString(),
    ...(course ? { course: courseJson(course) } : {}),
  };
}
