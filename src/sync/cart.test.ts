// The cart and wishlist in the local database: unique items, the guest's items moving in at sign-in.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeMirror } from "../db";
import { course } from "../features/courses/fakeCoursesApi.test-util";
import { freshMirror } from "./testing";
import {
  LEGACY_CART_KEY,
  addToCart,
  guestDb,
  importLegacyCart,
  moveGuestItems,
  readCart,
  readWishlist,
  removeFromCart,
  shopDb,
  toggleWishlist,
} from "./cart";
import { useSession } from "../session/session";

beforeEach(async () => {
  useSession.getState().signOut();
  closeMirror();
  await guestDb().cart.clear();
  await guestDb().meta.clear();
  await guestDb().courses.clear();
});
afterEach(() => useSession.getState().signOut());

describe("cart", () => {
  it("keeps each course once, with the course itself, in the guest database", async () => {
    expect(shopDb()).toBe(guestDb());
    await addToCart(course(1));
    await addToCart(course(2));
    await addToCart(course(1));
    const items = await readCart();
    expect(items.map((i) => i.courseId)).toEqual([1, 2]);
    expect(items[0]!.course?.title).toBe("Course 1");
    await removeFromCart(1);
    expect((await readCart()).map((i) => i.courseId)).toEqual([2]);
  });

  it("uses the reader's mirror once signed in, and brings the guest's items along", async () => {
    await addToCart(course(1));
    await toggleWishlist(course(3));
    const db = await freshMirror();
    useSession.getState().signIn("t", { id: 1, first_name: "Rina" } as never);
    expect(shopDb()).toBe(db);
    await db.cart.put({ courseId: 2, addedAt: "2026-01-01T00:00:00.000Z" });
    await moveGuestItems(db);
    expect((await readCart(db)).map((i) => i.courseId)).toEqual([2, 1]);
    expect((await readCart(db))[1]!.course?.slug).toBe("course-1");
    expect(await readWishlist(db)).toEqual([3]);
    expect(await readCart(guestDb())).toEqual([]);
    expect(await readWishlist(guestDb())).toEqual([]);
  });

  it("toggles the wishlist", async () => {
    expect(await toggleWishlist(course(5))).toBe(true);
    expect(await readWishlist()).toEqual([5]);
    expect(await toggleWishlist(course(5))).toBe(false);
    expect(await readWishlist()).toEqual([]);
  });

  it("moves a cart kept in localStorage by older versions into the database once", async () => {
    localStorage.setItem(LEGACY_CART_KEY, JSON.stringify([course(7), { id: "junk" }, course(7)]));
    await importLegacyCart();
    expect((await readCart()).map((i) => i.courseId)).toEqual([7]);
    expect(localStorage.getItem(LEGACY_CART_KEY)).toBeNull();
  });
});
