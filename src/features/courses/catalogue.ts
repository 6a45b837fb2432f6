// Courses on this device: the whole catalogue pulled into the local database, searched and paged
// locally (so the list works offline and for guests), plus the reader's orders.
import type { Course } from "../../api/schemas";
import type { CourseOrderRow } from "../../db";
import { useCourseCatalogue, type SyncState } from "../../sync/courses";
import { normaliseText } from "../../sync/search";

export { useCourseCatalogue, useMyOrders } from "../../sync/courses";

/** Newest first. */
const byNewest = (a: CourseOrderRow, b: CourseOrderRow) => b.created_at.localeCompare(a.created_at);

export const COURSES_PER_PAGE = 9;

/** Live courses first, then by start date (undated last), then by id. */
export function compareCourses(a: Course, b: Course): number {
  if (a.is_live !== b.is_live) return a.is_live ? -1 : 1;
  const sa = a.starts_at ?? "\uffff";
  const sb = b.starts_at ?? "\uffff";
  return sa === sb ? a.id - b.id : sa.localeCompare(sb);
}

/** Courses matching every word of `term` in their titles or intro (Bangla-aware), in list order. */
export function searchCourses(courses: readonly Course[], term: string | undefined): Course[] {
  const words = normaliseText(term ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const sorted = [...courses].sort(compareCourses);
  if (!words.length) return sorted;
  return sorted.filter((c) => {
    const hay = normaliseText(
      [c.pre_title, c.title, c.post_title, c.intro].filter(Boolean).join(" "),
    );
    return words.every((w) => hay.includes(w));
  });
}

export interface CoursePage {
  items: Course[];
  page: number;
  lastPage: number;
  total: number;
}

export function pageOf(list: readonly Course[], page: number, size = COURSES_PER_PAGE): CoursePage {
  const lastPage = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    items: list.slice((current - 1) * size, current * size),
    page: current,
    lastPage,
    total: list.length,
  };
}

/** One course by slug or id, from the catalogue (null once known to be missing). */
export function useCourse(
  by: { slug: string } | { id: number },
): SyncState & { course: Course | null | undefined } {
  const { courses, ...sync } = useCourseCatalogue();
  const course =
    courses === undefined
      ? undefined
      : (courses.find((c) => ("slug" in by ? c.slug === by.slug : c.id === by.id)) ?? null);
  return { course, ...sync };
}

/** The reader's live order of a course: the newest one not cancelled. */
export function currentOrder(
  orders: readonly CourseOrderRow[] | undefined,
  courseId: number,
): CourseOrderRow | undefined {
  return orders
    ?.filter((o) => o.course_id === courseId && o.status !== "cancelled")
    .sort(byNewest)[0];
}

export type OrderTab = "orders" | "purchases" | "completed";

/** My Orders: every order; Purchases: paid; Completed: finished courses. */
export function ordersForTab(orders: readonly CourseOrderRow[], tab: OrderTab): CourseOrderRow[] {
  if (tab === "purchases") return orders.filter((o) => o.status === "paid");
  if (tab === "completed") return orders.filter((o) => o.status === "completed");
  return [...orders];
}
