// /{username}: the catch-all, a library by its unique name (static routes always win over it).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LibraryByNameScreen } from "../../features/libraries/LibraryScreen";

export const Route = createFileRoute("/_auth/$username")({
  staticData: { title: msg`Library`, leftMenu: "main" },
  component: LibraryByName,
});

function LibraryByName() {
  const { username } = Route.useParams();
  return <LibraryByNameScreen key={username} username={username} />;
}
