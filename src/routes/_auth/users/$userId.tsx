// /users/{user_id}: another person's profile.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { UserProfileScreen } from "../../../features/shell/screens/UserScreens";

export const Route = createFileRoute("/_auth/users/$userId")({
  staticData: { title: msg`Profile` },
  component: UserProfileScreen,
});
