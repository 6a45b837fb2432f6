// Training course and course order shapes.
import * as v from "valibot";
import { Id, Timestamp } from "./common";

export const Course = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  pre_title: v.nullable(v.string()),
  post_title: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  color_background: v.nullable(v.string()),
  color_title: v.nullable(v.string()),
  color_subtitle: v.nullable(v.string()),
  /** Percentage off the list fee (0 = no discount). */
  discount: v.number(),
  /** What the reader pays, in BDT. */
  actual_fee: v.number(),
  /** Fee before discount, in BDT. */
  list_fee: v.number(),
  /** Length in hours. */
  duration: v.number(),
  is_live: v.boolean(),
  starts_at: v.nullable(Timestamp),
  days_and_time: v.nullable(v.string()),
  intro: v.nullable(v.string()),
  career_opportunities: v.nullable(v.string()),
  /** The server's message about the caller's order of this course, when there is one. */
  my_order_message: v.optional(v.nullable(v.string())),
});
export type Course = v.InferOutput<typeof Course>;

export const CourseOrderStatus = v.picklist(["ordered", "paid", "completed", "cancelled"]);

export const CourseOrder = v.object({
  id: Id,
  course_id: Id,
  status: CourseOrderStatus,
  message: v.string(),
  created_at: Timestamp,
  course: v.optional(Course),
});
export type CourseOrder = v.InferOutput<typeof CourseOrder>;
