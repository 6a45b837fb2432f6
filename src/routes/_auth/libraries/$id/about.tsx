// /libraries/{id}/about: a library's information.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LibraryAboutScreen } from "../../../../features/shell/screens/LibraryScreens";

export const Route = createFileRoute("/_auth/libraries/$id/about")({
  staticData: { title: msg`About the library`, leftMenu: "library" },
  component: LibraryAboutScreen,
});
