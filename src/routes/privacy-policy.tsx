// /privacy-policy: how we handle personal data.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PrivacyPolicyScreen } from "../features/marketing/PrivacyPolicyScreen";

export const Route = createFileRoute("/privacy-policy")({
  staticData: {
    title: msg`Privacy policy`,
    description: msg`How Pathagar collects, uses and protects your personal information.`,
  },
  component: PrivacyPolicyScreen,
});
