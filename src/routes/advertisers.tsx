// /advertisers: advertising with Pathagar.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AdvertisersScreen } from "../features/marketing/AdvertisersScreen";

export const Route = createFileRoute("/advertisers")({
  staticData: {
    title: msg`Upcoming advertisers`,
    description: msg`Reach readers and community libraries across Bangladesh by advertising on Pathagar.`,
  },
  component: AdvertisersScreen,
});
