// /courses/{slug}: a course's details.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CourseDetailScreen } from "../../../features/shell/screens/CourseScreens";

export const Route = createFileRoute("/_auth/courses/$slug")({
  staticData: { title: msg`Course details` },
  component: CourseDetailScreen,
});
