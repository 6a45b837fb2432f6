// /pricing: monthly packages for libraries.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PricingScreen } from "../features/marketing/PricingScreen";

export const Route = createFileRoute("/pricing")({
  staticData: {
    title: msg`Pricing`,
    description: msg`Pathagar packages for libraries: monthly prices in Taka by number of books and members.`,
  },
  component: PricingScreen,
});
