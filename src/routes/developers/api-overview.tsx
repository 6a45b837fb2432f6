// /developers/api-overview: the public API at a glance.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ApiOverviewScreen } from "../../features/marketing/ApiOverviewScreen";

export const Route = createFileRoute("/developers/api-overview")({
  staticData: {
    title: msg`API overview`,
    description: msg`The Pathagar JSON API: authentication, paging, errors and every call.`,
  },
  component: ApiOverviewScreen,
});
