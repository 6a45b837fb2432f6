// /careers: working with us.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CareersScreen } from "../features/marketing/CareersScreen";

export const Route = createFileRoute("/careers")({
  staticData: { title: msg`Careers`, description: msg`Work with us: open positions at Pathagar.` },
  component: CareersScreen,
});
