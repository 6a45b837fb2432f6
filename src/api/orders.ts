// The caller's course orders: list and place an order.
import * as v from "valibot";
import { apiRequest } from "./client";
import { CourseOrder, Data, Paged } from "./schemas";

export const fetchMyOrders = (page = 1) =>
  apiRequest("my-course-orders", v.union([Paged(CourseOrder), Data(v.array(CourseOrder))]), {
    searchParams: { page },
  });

export const createCourseOrder = async (courseId: number, idempotencyKey: string) =>
  (
    await apiRequest("my-course-orders", Data(CourseOrder), {
      method: "post",
      json: { course_id: courseId },
      idempotencyKey,
    })
  ).data;
