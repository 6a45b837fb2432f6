// /help: tutorials for readers and librarians.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HelpScreen } from "../features/marketing/HelpScreen";

export const Route = createFileRoute("/help")({
  staticData: {
    title: msg`Help and tutorials`,
    description: msg`Step-by-step help and video tutorials for readers and librarians using Pathagar.`,
  },
  component: HelpScreen,
});
