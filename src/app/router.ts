// The router: the generated file-based route tree plus app-wide error, not-found and scroll behaviour.
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import { RouteError } from "./shell/RouteError";
import { NotFound } from "./shell/NotFound";
import "./routeMeta";

export const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
