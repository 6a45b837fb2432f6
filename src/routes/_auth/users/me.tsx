// /users/me: my own profile.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MyProfileScreen } from "../../../features/shell/screens/UserScreens";

export const Route = createFileRoute("/_auth/users/me")({
  staticData: { title: msg`My profile` },
  component: MyProfileScreen,
});
