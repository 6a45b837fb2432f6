// /users/edit-me: edit my profile.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { EditProfileScreen } from "../../../features/profile/EditProfileScreen";

export const Route = createFileRoute("/_auth/users/edit-me")({
  staticData: { title: msg`Edit My Profile` },
  component: EditProfileScreen,
});
