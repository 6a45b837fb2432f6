// /users/me: my own profile (tab in the URL).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { profileSearch } from "../../../app/search";
import { ProfileScreen } from "../../../features/users";

export const Route = createFileRoute("/_auth/users/me")({
  validateSearch: profileSearch,
  staticData: { title: msg`My profile` },
  component: MyProfile,
});

function MyProfile() {
  const { tab } = Route.useSearch();
  return <ProfileScreen userId="me" tab={tab} />;
}
