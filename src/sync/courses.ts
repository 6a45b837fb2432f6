// Courses between the API and the device: the whole catalogue pulled into the shop database (the
// reader's mirror, or the guest's), and the reader's orders, read live and refreshed on revalidation.
import { useLiveQuery } from "dexie-react-hooks";
import type { Course } from "../api/schemas";
import { useSession } from "../session/session";
import { hasMirror, mirror, type CourseOrderRow, type MirrorDb } from "../db";
import { shopDb, useShopKey } from "./cart";
import { usePull, type SyncState } from "./usePull";
import { pullPage } from "./pull";

export type { SyncState };

/** Pulls every page of the course list into `db`. */
export async function pullAllCourses(db: MirrorDb = shopDb()): Promise<void> {
  let page = 1;
  for (;;) {
    const result = await pullPage({ resource: "courses", page }, db);
    if (!result.hasMore) return;
    page += 1;
  }
}

/** Every stored course (undefined while the first read runs), refreshed from the server. */
export function useCourseCatalogue(): SyncState & { courses: Course[] | undefined } {
  const who = useShopKey();
  const courses = useLiveQuery(() => shopDb().courses.toArray(), [who]);
  const sync = usePull(() => pullAllCourses(), who);
  return { courses, ...sync };
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
