// /research: what we study about reading and libraries.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ResearchScreen } from "../features/marketing/ResearchScreen";

export const Route = createFileRoute("/research")({
  staticData: {
    title: msg`Research`,
    description: msg`Our research on reading habits and community libraries in Bangladesh.`,
  },
  component: ResearchScreen,
});
