// The router: the generated file-based route tree plus app-wide error, not-found and scroll behaviour.
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import { RouteError } from "./shell/RouteError";
import { NotFound } from "./shell/NotFound";
import { RoutePending } from "./shell/RoutePending";
import "./routeMeta";

/** Build the app's router: on the browser's history unless given one (the start makes it first; tests pass a memory history). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
