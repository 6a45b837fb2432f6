// /cart: the courses in the cart on this device (guests and readers).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CartScreen } from "../features/courses";

export const Route = createFileRoute("/cart")({
  staticData: { title: msg`My Cart` },
  component: CartScreen,
});
