// The cart and the wishlist: courses kept on this device in the local database, unique by course id.
// A signed-in reader's items live in their mirror (tables `cart` and `courses`, wishlist rows in
// `meta`); a guest's live in the guest database and move into the reader's mirror at sign-in.
import { useLiveQuery } from "dexie-react-hooks";
import * as v from "valibot";
import { Course, type Course as CourseShape } from "../api/schemas";
import { hasMirror, mirror, MirrorDb } from "../db";
import { signedInUserId, useSession } from "../session/session";

import {
  announceCartChange,
  GUEST_DB_NAME,
  guestCartMayExist,
  LEGACY_CART_KEY,
} from "./cart-presence";

export { GUEST_DB_NAME, LEGACY_CART_KEY };
const WISH_PREFIX = "wishlist:";

export interface CartItem {
  courseId: number;
  addedAt: string;
  /** The course as last seen (kept with the item, so the cart shows offline). */
  course: CourseShape | undefined;
}

let guest: MirrorDb | null = null;

/** The guest's database: the same layout as a mirror, used only for courses, cart and wishlist. */
export function guestDb(): MirrorDb {
  guest ??= new MirrorDb(GUEST_DB_NAME);
  return guest;
}

/** Where the cart lives now: the signed-in reader's mirror, else the guest database. */
export function shopDb(): MirrorDb {
  return useSession.getState().user && hasMirror() ? mirror() : guestDb();
}

/** Changes when the cart's database changes (sign-in, sign-out), so live queries re-read. */
export const useShopKey = () => useSession((s) => (s.user && s.token ? s.user.id : 0));

export async function addToCart(course: CourseShape): Promise<void> {
  const db = shopDb();
  await db.transaction("rw", db.cart, db.courses, async () => {
    await db.courses.put(course);
    if (!(await db.cart.get(course.id))) {
      await db.cart.put({ courseId: course.id, addedAt: new Date().toISOString() });
    }
  });
  announceCartChange();
}

export async function removeFromCart(courseId: number): Promise<void> {
  await shopDb().cart.delete(courseId);
}

export async function readCart(db: MirrorDb = shopDb()): Promise<CartItem[]> {
  const rows = await db.cart.orderBy("courseId").toArray();
  const courses = await db.courses.bulkGet(rows.map((r) => r.courseId));
  return rows
    .map((r, i) => ({ ...r, course: courses[i] }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
}

/** Whether `course` is on the wishlist after the toggle. */
export async function toggleWishlist(course: CourseShape): Promise<boolean> {
  const db = shopDb();
  const key = `${WISH_PREFIX}${course.id}`;
  return db.transaction("rw", db.meta, db.courses, async () => {
    if (await db.meta.get(key)) {
      await db.meta.delete(key);
      return false;
    }
    await db.courses.put(course);
    await db.meta.put({ key, value: { courseId: course.id, addedAt: new Date().toISOString() } });
    return true;
  });
}

export async function readWishlist(db: MirrorDb = shopDb()): Promise<number[]> {
  const keys = await db.meta.where("key").startsWith(WISH_PREFIX).primaryKeys();
  return keys.map((k) => Number(String(k).slice(WISH_PREFIX.length)));
}

/** Items in the cart, oldest first (undefined while loading). */
export function useCart(): CartItem[] | undefined {
  const who = useShopKey();
  return useLiveQuery(() => readCart(), [who]);
}

export function useCartCount(): number {
  const who = useShopKey();
  return useLiveQuery(() => shopDb().cart.count(), [who]) ?? 0;
}

/** Course ids on the wishlist. */
export function useWishlist(): Set<number> {
  const who = useShopKey();
  const ids = useLiveQuery(() => readWishlist(), [who]);
  return new Set(ids ?? []);
}

/** Courses on the wishlist, most recently added first (undefined while loading). */
export function useWishlistCourses(): CourseShape[] | undefined {
  const who = useShopKey();
  return useLiveQuery(async () => {
    const db = shopDb();
    const rows = await db.meta.where("key").startsWith(WISH_PREFIX).toArray();
    rows.sort((a, b) =>
      String((b.value as { addedAt?: string }).addedAt).localeCompare(
        String((a.value as { addedAt?: string }).addedAt),
      ),
    );
    const ids = rows.map((r) => Number(r.key.slice(WISH_PREFIX.length)));
    return (await db.courses.bulkGet(ids)).filter((c): c is CourseShape => c !== undefined);
  }, [who]);
}

/** Moves the guest's cart and wishlist into `target` (the reader who just signed in). */
export async function moveGuestItems(target: MirrorDb, from: MirrorDb = guestDb()): Promise<void> {
  const items = await readCart(from);
  const wished = await readWishlist(from);
  if (!items.length && !wished.length) return;
  const wishRows = await from.meta.bulkGet(wished.map((id) => `${WISH_PREFIX}${id}`));
  const courses = (await from.courses.bulkGet([...items.map((i) => i.courseId), ...wished])).filter(
    (c): c is CourseShape => c !== undefined,
  );
  await target.transaction("rw", target.cart, target.courses, target.meta, async () => {
    for (const c of courses) if (!(await target.courses.get(c.id))) await target.courses.put(c);
    for (const { courseId, addedAt } of items) {
      if (!(await target.cart.get(courseId))) await target.cart.put({ courseId, addedAt });
    }
    for (const row of wishRows) if (row) await target.meta.put(row);
  });
  await from.transaction("rw", from.cart, from.meta, async () => {
    await from.cart.clear();
    await from.meta.where("key").startsWith(WISH_PREFIX).delete();
  });
}

/** Courses the cart kept in localStorage before: move them into the guest database once. */
export async function importLegacyCart(): Promise<void> {
  const raw = localStorage.getItem(LEGACY_CART_KEY);
  if (raw === null) return;
  localStorage.removeItem(LEGACY_CART_KEY);
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return;
  }
  if (!Array.isArray(items)) return;
  const db = guestDb();
  for (const item of items) {
    const parsed = v.safeParse(Course, item);
    if (!parsed.success || (await db.cart.get(parsed.output.id))) continue;
    await db.courses.put(parsed.output);
    await db.cart.put({ courseId: parsed.output.id, addedAt: new Date().toISOString() });
  }
}

/**
 * Brings a guest's items into the mirror of `userId` when it is the open one, if this device may hold any: a
 * device that never had a guest cart gets no guest database (a reader's every start would otherwise make one,
 * and the landing would then start the app at once for the cart it might hold).
 */
export async function carryGuestItems(userId: number): Promise<void> {
  if (!(await guestCartMayExist())) return;
  if (hasMirror() && useSession.getState().user?.id === userId) await moveGuestItems(mirror());
}

/** After sign-in, once the reader's mirror is open, bring the guest's items along. */
function carryGuestItemsOnSignIn(legacyImported: Promise<void>): void {
  // The mirror opens in another session listener (or at start-up): wait a tick so it is there, and for an old
  // cart to be in the guest database.
  const carry = (id: number) =>
    setTimeout(() => void legacyImported.then(() => carryGuestItems(id)).catch(() => undefined), 0);
  let lastUser = signedInUserId(useSession.getState());
  // Items a guest left in another tab (or before a sign-in this tab did not see) come along too.
  if (lastUser !== null) carry(lastUser);
  useSession.subscribe((s) => {
    const id = signedInUserId(s);
    if (id === lastUser) return;
    lastUser = id;
    if (id !== null) carry(id);
  });
}

if (typeof window !== "undefined" && typeof indexedDB !== "undefined") {
  carryGuestItemsOnSignIn(importLegacyCart().catch(() => undefined));
}
