// /awards: the recognition Pathagar has received.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AwardsScreen } from "../features/marketing/AwardsScreen";

export const Route = createFileRoute("/awards")({
  staticData: {
    title: msg`Awards`,
    description: msg`Awards and recognition Pathagar has received for its work with community libraries.`,
  },
  component: AwardsScreen,
});
