// /courses/{slug}: a course's details.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CourseDetailScreen } from "../../../features/courses";

export const Route = createFileRoute("/_auth/courses/$slug")({
  staticData: { title: msg`Course details` },
  component: CourseDetail,
});

function CourseDetail() {
  const { slug } = Route.useParams();
  return <CourseDetailScreen key={slug} slug={slug} />;
}
