// Training courses (public) and the caller's course orders.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { body, idParam, requiredId } from "../http/input";
import { pageRequest, paged } from "../http/paging";
import {
  coursePage,
  findCourse,
  findOrderOfCourse,
  orderPage,
  placeOrder,
} from "../domain/courses";

export const coursesRoutes = new Hono<AppEnv>();

const COURSES_PER_PAGE = 12;
const ORDERS_PER_PAGE = 15;
const OrderInput = v.object({ course_id: requiredId("course_id") });

/** Course calls need no login; a signed-in caller also gets their order message on each course. */
const callerId = (c: AppContext) =>
  c.var.user && c.var.tokenKind === "access" ? c.var.user.id : null;

coursesRoutes.get("/api/courses", async (c) => {
  const request = pageRequest(c, COURSES_PER_PAGE);
  const { items, total } = await coursePage(c.var.deps.db, request, callerId(c));
  return c.json(paged(c, items, total, request));
});

coursesRoutes.get("/api/courses/:id{[0-9]+}", async (c) => {
  const id = idParam(c.req.param("id"), "Course");
  return c.json({ data: await findCourse(c.var.deps.db, { id }, callerId(c)) });
});

coursesRoutes.get("/api/courses/:slug/slug", async (c) => {
  const slug = c.req.param("slug");
  return c.json({ data: await findCourse(c.var.deps.db, { slug }, callerId(c)) });
});

coursesRoutes.get("/api/my-course-orders", async (c) => {
  const user = requireUser(c);
  const request = pageRequest(c, ORDERS_PER_PAGE);
  const { items, total } = await orderPage(c.var.deps.db, user.id, request);
  return c.json(paged(c, items, total, request));
});

/** `{id}` is the COURSE id: the course screen asks whether the caller ordered it. */
coursesRoutes.get("/api/my-course-orders/:id{[0-9]+}", async (c) => {
  const user = requireUser(c);
  const courseId = idParam(c.req.param("id"), "Course order");
  return c.json({ data: await findOrderOfCourse(c.var.deps.db, user.id, courseId) });
});

coursesRoutes.post("/api/my-course-orders", async (c) => {
  const user = requireUser(c);
  const input = await body(c, OrderInput);
  const { order, created } = await placeOrder(c.var.deps.db, user, input.course_id);
  return c.json({ data: order, message: order.message }, created ? 201 : 200);
});
