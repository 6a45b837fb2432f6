// /libraries/{id}/desk: the library desk's home, for the library's staff.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { DeskHome } from "../../../../../features/desk/DeskHome";

export const Route = createFileRoute("/_auth/libraries/$id/desk/")({
  staticData: { title: msg`Library desk`, leftMenu: "library" },
  component: Desk,
});

function Desk() {
  const { id } = Route.useParams();
  return <DeskHome key={id} libraryId={Number(id)} />;
}
