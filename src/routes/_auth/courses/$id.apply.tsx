// /courses/{id}/apply: apply to a course.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CourseApplyScreen } from "../../../features/courses";

export const Route = createFileRoute("/_auth/courses/$id/apply")({
  params: {
    // A malformed id finds no course, and the screen says so.
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { title: msg`Apply to a course` },
  component: CourseApply,
});

function CourseApply() {
  const { id } = Route.useParams();
  return <CourseApplyScreen key={id} courseId={id} />;
}
