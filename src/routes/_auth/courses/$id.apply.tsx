// /courses/{id}/apply: apply to a course.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CourseApplyScreen } from "../../../features/shell/screens/CourseScreens";

export const Route = createFileRoute("/_auth/courses/$id/apply")({
  staticData: { title: msg`Apply to a course` },
  component: CourseApplyScreen,
});
