// Training courses: the catalogue, page by page, optionally filtered by a search term.
import { apiRequest } from "./client";
import { Course, Paged } from "./schemas";

export const fetchCourses = (term?: string, page = 1) =>
  apiRequest("courses", Paged(Course), { searchParams: { term, page } });
