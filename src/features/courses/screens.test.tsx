// Course screens against a fake API: list with cart and wishlist, detail, apply, my courses tabs.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { configureApi } from "../../api/client";
import { guestDb, readCart, readWishlist, toggleWishlist } from "../../sync/cart";
import { useSession } from "../../session/session";
import { closeMirror, type MirrorDb } from "../../db";
import { replayQueue } from "../../sync/engine";
import { fakeApi, freshMirror } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { course, fakeCoursesApi, type FakeCourses } from "./fakeCoursesApi.test-util";
import { CourseApplyScreen } from "./CourseApplyScreen";
import { CourseDetailScreen } from "./CourseDetailScreen";
import { CoursesScreen } from "./CoursesScreen";
import { MyCoursesScreen } from "./MyCoursesScreen";
import { CartScreen } from "./CartScreen";

let api: FakeCourses;
const reader = {
  id: 7,
  first_name: "Rahim",
  surname: "Uddin",
  mobile: "+8801711000001",
  email: "rahim@example.com",
} as never;

async function signIn(): Promise<MirrorDb> {
  const db = await freshMirror();
  useSession.getState().signIn("token", reader);
  return db;
}

beforeEach(async () => {
  useSession.getState().signOut();
  closeMirror();
  await Promise.all([guestDb().cart.clear(), guestDb().courses.clear(), guestDb().meta.clear()]);
  api = fakeCoursesApi([
    course(1, {
      title: "Web Development",
      is_live: true,
      discount: 20,
      list_fee: 5000,
      actual_fee: 4000,
    }),
    course(2, { title: "Graphic Design" }),
    course(3, { title: "Spoken English", my_order_message: "You applied on 1 Nov." }),
    ...Array.from({ length: 9 }, (_, i) => course(10 + i)),
  ]);
  fakeApi(api.handler);
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  useSession.getState().signOut();
});

describe("course list", () => {
  it("shows every course page by page for a guest, adds to the cart once and wishes", async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    await renderWithRouter(<CoursesScreen onQuery={(q) => queries.push(q)} />, {
      path: "/courses",
    });
    const web = await screen.findByRole("article", { name: "Web Development" });
    expect(within(web).getByText("Live")).toBeVisible();
    expect(within(web).getByText("20% off")).toBeVisible();
    expect(within(web).getByTestId("actual-fee")).toHaveTextContent("৳4,000");
    expect(within(web).getByTestId("list-fee")).toHaveTextContent("৳5,000");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(9));
    expect(await screen.findByText(/Items: 9 of 12/)).toBeVisible();
    expect(screen.getByRole("article", { name: "Spoken English" })).toHaveTextContent(
      "You applied on 1 Nov.",
    );

    await user.click(within(web).getByRole("button", { name: "Add to cart" }));
    await waitFor(() =>
      expect(within(web).queryByRole("button", { name: "Add to cart" })).toBeNull(),
    );
    expect(within(web).getByRole("link", { name: "In cart" })).toBeVisible();
    expect((await readCart(guestDb())).map((i) => i.courseId)).toEqual([1]);

    await user.click(within(web).getByRole("button", { name: /Wishlist/ }));
    await waitFor(async () => expect(await readWishlist(guestDb())).toEqual([1]));
    await waitFor(() =>
      expect(within(web).getByRole("button", { name: /Wishlist/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(queries).toEqual([{ term: undefined, page: 2 }]);
  });

  it("searches by term and says so when nothing matches", async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const view = await renderWithRouter(
      <CoursesScreen term="design" onQuery={(q) => queries.push(q)} />,
    );
    expect(await screen.findByRole("article", { name: "Graphic Design" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await user.clear(screen.getByRole("searchbox", { name: "Search courses" }));
    await user.type(screen.getByRole("searchbox", { name: "Search courses" }), "cooking{Enter}");
    expect(queries).toEqual([{ term: "cooking", page: undefined }]);
    view.unmount();
    await renderWithRouter(<CoursesScreen term="cooking" onQuery={() => undefined} />);
    expect(await screen.findByText("No courses match “cooking”.")).toBeVisible();
  });

  it("shows fees and dates with Bangla digits in bn", async () => {
    await renderWithRouter(<CoursesScreen onQuery={() => undefined} />, { locale: "bn" });
    const web = await screen.findByRole("article", { name: "Web Development" });
    expect(within(web).getByTestId("actual-fee").textContent).toMatch(/৪,০০০/);
    expect(web.textContent).not.toMatch(/[0-9]/);
  });
});

describe("course detail and apply", () => {
  it("offers Apply now without an order, also when the order lookup fails", async () => {
    await signIn();
    api.failOrders = true;
    await renderWithRouter(<CourseDetailScreen slug="course-1" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Web Development" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/courses/1/apply",
    );
    expect(screen.getByTestId("course-duration")).toHaveTextContent("10 hours");
    expect(screen.getByTestId("course-start")).toHaveTextContent("1 December 2026");
    expect(screen.getByText("Fri, Sat 10am")).toBeVisible();
    expect(screen.getByText("Intro 1")).toBeVisible();
  });

  it("shows the server's message and no Apply when an order exists", async () => {
    await signIn();
    await renderWithRouter(<CourseDetailScreen slug="course-3" />);
    expect(await screen.findByText("You applied on 1 Nov.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Apply now" })).toBeNull();
  });

  it("says when the course does not exist", async () => {
    await signIn();
    await renderWithRouter(<CourseDetailScreen slug="nope" />);
    expect(await screen.findByRole("heading", { name: "Course not found" })).toBeVisible();
  });

  it("applies: pending at once, then the server's message, the button gone, the cart emptied", async () => {
    const user = userEvent.setup();
    const db = await signIn();
    await db.cart.put({ courseId: 2, addedAt: "2026-11-23T00:00:00.000Z" });
    await renderWithRouter(<CourseApplyScreen courseId={2} />);
    expect(await screen.findByText("Rahim Uddin")).toBeVisible();
    expect(screen.getByText("rahim@example.com")).toBeVisible();
    expect(screen.getByText(/01711/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Apply" })).toBeNull());
    expect(await db.cart.get(2)).toBeUndefined();
    await replayQueue(db);
    expect(await screen.findByText("We received your application for course 2.")).toBeVisible();
    expect(api.orders).toHaveLength(1);
  });
});

describe("my courses and cart", () => {
  it("filters orders by tab, with an empty state per tab", async () => {
    await signIn();
    api.orders = [
      {
        id: 1,
        course_id: 1,
        status: "ordered",
        message: "Awaiting bKash payment.",
        created_at: "2026-11-20T00:00:00.000Z",
      },
      {
        id: 2,
        course_id: 2,
        status: "paid",
        message: "Paid, see you in class.",
        created_at: "2026-11-21T00:00:00.000Z",
      },
    ];
    const view = await renderWithRouter(<MyCoursesScreen />);
    expect(await screen.findAllByTestId("order-item")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "My Orders" })).toHaveAttribute("aria-current", "page");
    view.unmount();
    const paid = await renderWithRouter(<MyCoursesScreen tab="purchases" />);
    const items = await screen.findAllByTestId("order-item");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Graphic Design");
    expect(items[0]).toHaveTextContent("Paid, see you in class.");
    paid.unmount();
    await renderWithRouter(<MyCoursesScreen tab="completed" />);
    expect(await screen.findByText(/No completed courses yet/)).toBeVisible();
  });

  it("lists the cart, removes an item and links on to apply", async () => {
    const user = userEvent.setup();
    await guestDb().courses.bulkPut([course(1), course(2)]);
    await guestDb().cart.bulkPut([
      { courseId: 1, addedAt: "2026-11-23T01:00:00.000Z" },
      { courseId: 2, addedAt: "2026-11-23T02:00:00.000Z" },
    ]);
    await renderWithRouter(<CartScreen />);
    expect(await screen.findAllByTestId("cart-item")).toHaveLength(2);
    expect(screen.getByText("Total: ৳3,000")).toBeVisible();
    expect(screen.getByRole("link", { name: "Apply for Course 2" })).toHaveAttribute(
      "href",
      "/courses/2/apply",
    );
    await user.click(screen.getByRole("button", { name: "Remove Course 1 from the cart" }));
    await waitFor(() => expect(screen.getAllByTestId("cart-item")).toHaveLength(1));
  });

  it("lists the wishlist under the cart and moves a course into the cart", async () => {
    const user = userEvent.setup();
    await toggleWishlist(course(4));
    await renderWithRouter(<CartScreen />);
    expect(await screen.findByText("Your cart is empty.")).toBeVisible();
    const item = await screen.findByTestId("wishlist-item");
    expect(item).toHaveTextContent("Course 4");
    await user.click(within(item).getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(screen.getAllByTestId("cart-item")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Remove Course 4 from the wishlist" }));
    await waitFor(() => expect(screen.queryByTestId("wishlist-item")).toBeNull());
  });
});
