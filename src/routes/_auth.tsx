// Login-only pages: an anonymous visitor is sent to /login with the wanted path in `from`.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { isSignedIn } from "../app/session";
import { requireLogin } from "../features/auth/guard";

export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ location }) => {
    const next = requireLogin(isSignedIn(), location.href);
    if (next) throw redirect({ to: "/login", search: next.search });
  },
});
