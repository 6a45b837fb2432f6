// People screens' frames: search, own profile, edit profile and another user's profile.
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Screen } from "../Screen";
import { EmptyState } from "../EmptyState";

export function UsersScreen() {
  return (
    <Screen title={<Trans>Users</Trans>} lead={<Trans>Find readers and library members.</Trans>}>
      <EmptyState>
        <Trans>No users to show yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function MyProfileScreen() {
  return (
    <Screen
      title={<Trans>My profile</Trans>}
      actions={
        <Link to="/users/edit-me" className="button-secondary">
          <Trans>Edit My Profile</Trans>
        </Link>
      }
    >
      <EmptyState>
        <Trans>No available posts</Trans>
      </EmptyState>
    </Screen>
  );
}

export function EditProfileScreen() {
  return (
    <Screen title={<Trans>Edit My Profile</Trans>}>
      <EmptyState>
        <Trans>Editing your profile is not available yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function UserProfileScreen() {
  return (
    <Screen title={<Trans>Profile</Trans>}>
      <EmptyState>
        <Trans>No available posts</Trans>
      </EmptyState>
    </Screen>
  );
}
