// Root route: the app shell around every screen.
import { createRootRoute } from "@tanstack/react-router";
import { RootLayout } from "../app/shell/RootLayout";

export const Route = createRootRoute({ component: RootLayout });
