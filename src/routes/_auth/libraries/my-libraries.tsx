// /libraries/my-libraries: the libraries I belong to.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MyLibrariesScreen } from "../../../features/libraries/MyLibrariesScreen";

export const Route = createFileRoute("/_auth/libraries/my-libraries")({
  staticData: { title: msg`My Libraries`, leftMenu: "main" },
  component: MyLibrariesScreen,
});
