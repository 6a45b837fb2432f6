// /my-courses: my course orders, the tab in the URL.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { MyCoursesScreen } from "../../features/courses";

const search = v.object({
  tab: v.fallback(v.optional(v.picklist(["purchases", "completed"])), undefined),
});

export const Route = createFileRoute("/_auth/my-courses")({
  validateSearch: search,
  staticData: { title: msg`My courses` },
  component: MyCourses,
});

function MyCourses() {
  const { tab } = Route.useSearch();
  return <MyCoursesScreen tab={tab} />;
}
