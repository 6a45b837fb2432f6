// /libraries/{id}/edit: edit a library's details.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { EditLibraryScreen } from "../../../../features/libraries/EditLibraryScreen";

export const Route = createFileRoute("/_auth/libraries/$id/edit")({
  staticData: { title: msg`Edit library`, leftMenu: "library" },
  component: EditLibrary,
});

function EditLibrary() {
  const { id } = Route.useParams();
  return <EditLibraryScreen key={id} id={Number(id)} />;
}
