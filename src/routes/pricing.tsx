// /pricing: monthly packages for libraries.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PricingScreen } from "../features/marketing/PricingScreen";

export const Route = createFileRoute("/pricing")({
  staticData: { title: msg`Pricing` },
  component: PricingScreen,
});
