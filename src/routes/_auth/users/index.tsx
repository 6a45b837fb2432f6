// /users: search for people (term and page in the URL).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { listSearch } from "../../../app/search";
import { UsersScreen } from "../../../features/users";

export const Route = createFileRoute("/_auth/users/")({
  validateSearch: listSearch,
  staticData: { title: msg`Users`, leftMenu: "main" },
  component: Users,
});

function Users() {
  const { term, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersScreen term={term} page={page} onQuery={(search) => void navigate({ search })} />;
}
