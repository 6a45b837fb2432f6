// /products: the apps and services we build.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ProductsScreen } from "../features/marketing/ProductsScreen";

export const Route = createFileRoute("/products")({
  staticData: {
    title: msg`Products`,
    description: msg`Pathagar's apps for readers, librarians and learners, on Android and iPhone.`,
  },
  component: ProductsScreen,
});
