// The caller's course orders: list, one, place an order.
import * as v from "valibot";
import { apiRequest } from "./client";
import { CourseOrder, Data, Paged } from "./schemas";

export const fetchMyOrders = (page = 1) =>
  apiRequest("my-course-orders", v.union([Paged(CourseOrder), Data(v.array(CourseOrder))]), {
    searchParams: { page },
  });

export const fetchMyOrder = async (id: number) =>
  (await apiRequest(`my-course-orders/${id}`, Data(CourseOrder))).data;

export const createCourseOrder = async (courseId: number, idempotencyKey: string) =>
  (
    await apiRequest("my-course-orders", Data(CourseOrder), {
      method: "post",
      json: { course_id: courseId },
      idempotencyKey,
    })
  ).data;
