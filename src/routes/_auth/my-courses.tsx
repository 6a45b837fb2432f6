// /my-courses: my course orders.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MyCoursesScreen } from "../../features/shell/screens/CourseScreens";

export const Route = createFileRoute("/_auth/my-courses")({
  staticData: { title: msg`My courses` },
  component: MyCoursesScreen,
});
