// /users: search for people (term and page in the URL).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { listSearch } from "../../../app/search";
import { UsersScreen } from "../../../features/shell/screens/UserScreens";

export const Route = createFileRoute("/_auth/users/")({
  validateSearch: listSearch,
  staticData: { title: msg`Users`, leftMenu: "main" },
  component: UsersScreen,
});
