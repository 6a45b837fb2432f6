// /awards: the recognition Pathagar has received.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AwardsScreen } from "../features/marketing/AwardsScreen";

export const Route = createFileRoute("/awards")({
  staticData: { title: msg`Awards` },
  component: AwardsScreen,
});
