// /courses: the public list of training courses (search and paging in the URL).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { listSearch } from "../../app/search";
import { CoursesScreen } from "../../features/courses";

export const Route = createFileRoute("/courses/")({
  validateSearch: listSearch,
  staticData: { title: msg`Training courses` },
  component: Courses,
});

function Courses() {
  const { term, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CoursesScreen term={term} page={page} onQuery={(search) => void navigate({ search })} />;
}
