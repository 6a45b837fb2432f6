// A fake course API for screen tests: a paged course list and the caller's orders.
import type { Course, CourseOrder } from "../../api/schemas";
import { jsonResponse, type Handler } from "../../sync/testing";

export function course(id: number, fields: Partial<Course> = {}): Course {
  return {
    id,
    slug: `course-${id}`,
    title: `Course ${id}`,
    pre_title: null,
    post_title: null,
    image_url: null,
    color_background: "#123456",
    color_title: "#ffffff",
    color_subtitle: "#eeeeee",
    discount: 0,
    actual_fee: 1000 * id,
    list_fee: 1000 * id,
    duration: 10,
    is_live: false,
    starts_at: "2026-12-01T10:00:00.000Z",
    days_and_time: "Fri, Sat 10am",
    intro: `Intro ${id}`,
    career_opportunities: null,
    my_order_message: null,
    ...fields,
  };
}

export interface FakeCourses {
  handler: Handler;
  courses: Course[];
  orders: CourseOrder[];
  requests: string[];
  failOrders: boolean;
  perPage: number;
}

export function fakeCoursesApi(courses: Course[]): FakeCourses {
  const s: FakeCourses = {
    courses,
    orders: [],
    requests: [],
    failOrders: false,
    perPage: 4,
    handler: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, "");
      s.requests.push(`${request.method} ${path}`);
      if (request.method === "GET" && path === "courses") {
        const page = Number(url.searchParams.get("page") ?? 1);
        const last = Math.max(1, Math.ceil(s.courses.length / s.perPage));
        return jsonResponse(200, {
          data: s.courses.slice((page - 1) * s.perPage, page * s.perPage),
          links: { prev: null, next: page < last ? `?page=${page + 1}` : null },
          meta: {
            current_page: page,
            last_page: last,
            per_page: s.perPage,
            total: s.courses.length,
          },
        });
      }
      if (path === "my-course-orders") {
        if (request.method === "GET") {
          if (s.failOrders) return jsonResponse(500, { message: "Down" });
          return jsonResponse(200, { data: s.orders });
        }
        const { course_id } = (await request.json()) as { course_id: number };
        const order: CourseOrder = {
          id: 900 + s.orders.length,
          course_id,
          status: "ordered",
          message: `We received your application for course ${course_id}.`,
          created_at: "2026-11-23T09:00:00.000Z",
        };
        s.orders.push(order);
        return jsonResponse(201, { data: order });
      }
      return jsonResponse(404, { message: "Not found" });
    },
  };
  return s;
}
