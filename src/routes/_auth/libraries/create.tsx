// /libraries/create: the create-library form.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CreateLibraryScreen } from "../../../features/libraries/CreateLibraryScreen";

export const Route = createFileRoute("/_auth/libraries/create")({
  staticData: { title: msg`Create library`, leftMenu: "main" },
  component: CreateLibraryScreen,
});
