// /contact-us: how to reach the team.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ContactScreen } from "../features/marketing/ContactScreen";

export const Route = createFileRoute("/contact-us")({
  staticData: {
    title: msg`Contact us`,
    description: msg`Contact the Pathagar team by phone, email or post.`,
  },
  component: ContactScreen,
});
