// /libraries/{id}/about: a library's information.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LibraryAboutScreen } from "../../../../features/libraries/LibraryAboutScreen";

export const Route = createFileRoute("/_auth/libraries/$id/about")({
  staticData: { title: msg`About the library`, leftMenu: "library" },
  component: LibraryAbout,
});

function LibraryAbout() {
  const { id } = Route.useParams();
  return <LibraryAboutScreen key={id} id={Number(id)} />;
}
