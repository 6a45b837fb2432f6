// /users/me/blocked: the people I blocked, to unblock them.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { BlockedScreen } from "../../../features/users/BlockedScreen";

export const Route = createFileRoute("/_auth/users/me_/blocked")({
  staticData: { title: msg`Blocked people` },
  component: BlockedScreen,
});
