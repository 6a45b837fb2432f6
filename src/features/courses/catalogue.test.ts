// Course search, paging and order lookups as the screens use them.
import { describe, expect, it } from "vitest";
import type { CourseOrderRow } from "../../db";
import { compareCourses, currentOrder, ordersForTab, pageOf, searchCourses } from "./catalogue";
import { course } from "./fakeCoursesApi.test-util";

const order = (id: number, courseId: number, fields: Partial<CourseOrderRow> = {}) =>
  ({
    id,
    course_id: courseId,
    status: "ordered",
    message: `m${id}`,
    created_at: `2026-11-2${id % 10}T00:00:00.000Z`,
    ...fields,
  }) as CourseOrderRow;

describe("course search", () => {
  const list = [
    course(1, { title: "Web Development", starts_at: "2026-12-05T00:00:00Z" }),
    course(2, { title: "গ্রাফিক ডিজাইন", intro: "Photoshop basics", starts_at: null }),
    course(3, { title: "Digital Marketing", is_live: true, starts_at: "2027-01-01T00:00:00Z" }),
    course(4, { title: "Spoken English", starts_at: "2026-12-01T00:00:00Z" }),
  ];

  it("puts live courses first, then the soonest start, undated last", () => {
    expect([...list].sort(compareCourses).map((c) => c.id)).toEqual([3, 4, 1, 2]);
  });

  it("matches every word in titles and intro, ignoring case, in Bangla too", () => {
    expect(searchCourses(list, "web DEVELOP").map((c) => c.id)).toEqual([1]);
    expect(searchCourses(list, "ডিজাইন").map((c) => c.id)).toEqual([2]);
    expect(searchCourses(list, "photoshop").map((c) => c.id)).toEqual([2]);
    expect(searchCourses(list, "web marketing")).toEqual([]);
    expect(searchCourses(list, "  ")).toHaveLength(4);
  });

  it("pages the results and keeps the page in range", () => {
    const many = Array.from({ length: 20 }, (_, i) => course(i + 1));
    expect(pageOf(many, 1)).toMatchObject({ page: 1, lastPage: 3, total: 20 });
    expect(pageOf(many, 3).items.map((c) => c.id)).toEqual([19, 20]);
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 2)).toMatchObject({ page: 1, lastPage: 1, total: 0, items: [] });
  });
});

describe("orders", () => {
  const orders = [
    order(1, 10, { status: "cancelled" }),
    order(2, 10),
    order(3, 11, { status: "paid" }),
    order(4, 12, { status: "completed" }),
  ];

  it("finds the newest order of a course that is not cancelled", () => {
    expect(currentOrder(orders, 10)?.id).toBe(2);
    expect(currentOrder([orders[0]!], 10)).toBeUndefined();
    expect(currentOrder(undefined, 10)).toBeUndefined();
  });

  it("filters the tabs: every order, paid ones, completed ones", () => {
    expect(ordersForTab(orders, "orders")).toHaveLength(4);
    expect(ordersForTab(orders, "purchases").map((o) => o.id)).toEqual([3]);
    expect(ordersForTab(orders, "completed").map((o) => o.id)).toEqual([4]);
  });
});
