// Contract tests for training courses (public) and the caller's course orders.
import * as v from "valibot";
import { Course, CourseOrder, Data, Paged } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

describe("courses", () => {
  it("lists and searches courses without a login", async () => {
    const res = await call("/api/courses");
    expect(res.status).toBe(200);
    const page = v.parse(Paged(Course), res.body);
    expect(page.meta.total).toBeGreaterThanOrEqual(6);
    expect(page.data.some((c) => c.discount > 0)).toBe(true);
    expect(page.data.every((c) => c.my_order_message === undefined)).toBe(true);
    const word = page.data[0]!.title.split(" ")[0]!;
    const found = v.parse(
      Paged(Course),
      (await call(`/api/courses?term=${encodeURIComponent(word)}`)).body,
    );
    expect(found.data.map((c) => c.id)).toContain(page.data[0]!.id);
    const none = await call("/api/courses?term=zz-no-such-course-%25");
    expect(none.body.meta.total).toBe(0);
    const far = await call("/api/courses?page=999");
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it("shows one course by id and by slug; 404 otherwise", async () => {
    const first = (await call("/api/courses")).body.data[0];
    const byId = await call(`/api/courses/${first.id}`);
    expect(byId.status).toBe(200);
    expect(v.parse(Data(Course), byId.body).data).toEqual(first);
    const bySlug = await call(`/api/courses/${encodeURIComponent(first.slug)}/slug`);
    expect(v.parse(Data(Course), bySlug.body).data.id).toBe(first.id);
    expect((await call("/api/courses/99999999")).status).toBe(404);
    expect((await call("/api/courses/no-such-slug/slug")).status).toBe(404);
  });

  it("takes one order per reader per course, with its message", async () => {
    const me = await registerUser();
    const course = (await call("/api/courses")).body.data[1];
    expect((await call("/api/my-course-orders")).status).toBe(401);
    expect((await call(`/api/my-course-orders/${course.id}`, { token: me.token })).status).toBe(
      404,
    );
    const key = `order-${me.id}`;
    const first = await call("/api/my-course-orders", {
      token: me.token,
      json: { course_id: course.id },
      headers: { "idempotency-key": key },
    });
    expect(first.status).toBe(201);
    const order = v.parse(Data(CourseOrder), first.body).data;
    expect(order).toMatchObject({ course_id: course.id, status: "ordered" });
    expect(order.message).toContain(course.title);
    expect(first.body.message).toBe(order.message);
    const replay = await call("/api/my-course-orders", {
      token: me.token,
      json: { course_id: course.id },
      headers: { "idempotency-key": key },
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const again = await call("/api/my-course-orders", {
      token: me.token,
      json: { course_id: String(course.id) },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);

    const one = await call(`/api/my-course-orders/${course.id}`, { token: me.token });
    expect(v.parse(Data(CourseOrder), one.body).data.id).toBe(order.id);
    const list = v.parse(
      Paged(CourseOrder),
      (await call("/api/my-course-orders", { token: me.token })).body,
    );
    expect(list.meta.total).toBe(1);
    expect(list.data[0]!.course?.id).toBe(course.id);
    const withMessage = await call(`/api/courses/${course.id}`, { token: me.token });
    expect(withMessage.body.data.my_order_message).toBe(order.message);
    const other = await call(`/api/courses/${course.id}`, {
      token: (await registerUser()).token,
    });
    expect(other.body.data.my_order_message).toBeNull();
  });

  it("answers 422 with the field map for a missing or unknown course", async () => {
    const me = await registerUser();
    for (const json of [{}, { course_id: "abc" }, { course_id: 99999999 }, { course_id: -1 }]) {
      const res = await call("/api/my-course-orders", { token: me.token, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.errors.course_id).toHaveLength(1);
    }
  });
});
