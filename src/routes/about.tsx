// /about: who we are, in English or Bangla by the active language.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AboutScreen } from "../features/marketing/AboutScreen";

export const Route = createFileRoute("/about")({
  staticData: {
    title: msg`About us`,
    description: msg`Who we are: the team behind Pathagar and why we build software for community libraries in Bangladesh.`,
  },
  component: AboutScreen,
});
