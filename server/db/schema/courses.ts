// Tables: paid live training courses and their orders.
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** A paid live training course. Fees in BDT, `discount` in percent, `duration` in hours. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    preTitle: text("pre_title"),
    postTitle: text("post_title"),
    imageUrl: text("image_url"),
    colorBackground: text("color_background"),
    colorTitle: text("color_title"),
    colorSubtitle: text("color_subtitle"),
    discount: integer("discount").notNull().default(0),
    actualFee: integer("actual_fee").notNull(),
    listFee: integer("list_fee").notNull(),
    duration: integer("duration").notNull(),
    isLive: boolean("is_live").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    daysAndTime: text("days_and_time"),
    intro: text("intro"),
    careerOpportunities: text("career_opportunities"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("courses_slug_unique").on(t.slug)],
);

export const courseOrders = pgTable(
  "course_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("ordered"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("course_orders_user_course_unique").on(t.userId, t.courseId)],
);
