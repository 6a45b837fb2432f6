// /users/{user_id}: a person's profile (tab in the URL); a bad id goes home.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { profileSearch } from "../../../app/search";
import { ProfileScreen } from "../../../features/users";

export const Route = createFileRoute("/_auth/users/$userId")({
  validateSearch: profileSearch,
  staticData: { title: msg`Profile` },
  component: Profile,
});

function Profile() {
  const { userId } = Route.useParams();
  const { tab } = Route.useSearch();
  const id = /^\d+$/.test(userId) ? Number(userId) : NaN;
  return <ProfileScreen key={userId} userId={id} tab={tab} />;
}
