// Training courses: list, one by id or slug.
import * as v from "valibot";
import { apiRequest } from "./client";
import { Course, Data, Paged } from "./schemas";

const One = v.union([Data(Course), Course]);
const unwrap = (a: v.InferOutput<typeof One>) => ("data" in a ? a.data : a);

export const fetchCourses = (term?: string, page = 1) =>
  apiRequest("courses", Paged(Course), { searchParams: { term, page } });
export const fetchCourse = async (id: number) => unwrap(await apiRequest(`courses/${id}`, One));
export const fetchCourseBySlug = async (slug: string) =>
  unwrap(await apiRequest(`courses/${encodeURIComponent(slug)}/slug`, One));
