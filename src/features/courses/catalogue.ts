// Courses on this device: the whole catalogue pulled into the local database, searched and paged
// locally (so the list works offline and for guests), plus the reader's orders.
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useState } from "react";
import type { Course } from "../../api/schemas";
import { shopDb, useShopKey } from "../../app/cart";
import { useSession } from "../../app/session";
import { hasMirror, mirror, normaliseText, type CourseOrderRow, type MirrorDb } from "../../db";
import { pullPage, useRevalidate } from "../../sync";

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

/** Pulls every page of the course list into `db`. */
export async function pullAllCourses(db: MirrorDb = shopDb()): Promise<void> {
  let page = 1;
  for (;;) {
    const result = await pullPage({ resource: "courses", page }, db);
    if (!result.hasMore) return;
    page += 1;
  }
}

export interface SyncState {
  loading: boolean;
  /** The last refresh failed (offline, server down); stored data is still shown. */
  failed: boolean;
  refresh: () => Promise<void>;
}

/** Runs `pull` on mount, focus and reconnect, tracking whether it is running or failed. */
function usePull(pull: () => Promise<void>, key: unknown): SyncState {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      await pull();
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useRevalidate(() => void refresh());
  return { loading, failed, refresh };
}

/** Every stored course (undefined while the first read runs), refreshed from the server. */
export function useCourseCatalogue(): SyncState & { courses: Course[] | undefined } {
  const who = useShopKey();
  const courses = useLiveQuery(() => shopDb().courses.toArray(), [who]);
  const sync = usePull(() => pullAllCourses(), who);
  return { courses, ...sync };
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

/** Pulls the reader's orders (all pages). Guests have none. */
export async function pullAllOrders(): Promise<void> {
  if (!useSession.getState().user || !hasMirror()) return;
  let page = 1;
  for (;;) {
    const result = await pullPage({ resource: "courseOrders", page });
    if (!result.hasMore) return;
    page += 1;
  }
}

/** Newest first. */
const byNewest = (a: CourseOrderRow, b: CourseOrderRow) => b.created_at.localeCompare(a.created_at);

/** The reader's orders, newest first (pending ones included), refreshed from the server. */
export function useMyOrders(): SyncState & { orders: CourseOrderRow[] | undefined } {
  const who = useShopKey();
  const orders = useLiveQuery(
    async () => (who && hasMirror() ? (await mirror().courseOrders.toArray()).sort(byNewest) : []),
    [who],
  );
  const sync = usePull(pullAllOrders, who);
  return { orders, ...sync };
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
