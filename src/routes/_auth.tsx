// Login-only pages: an anonymous visitor is sent to /login with the wanted path in `from`.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { isSignedIn } from "../session/session";
import { requireLogin } from "../features/auth/guard";

const trimSlash = (path: string) => path.replace(/\/+$/, "") || "/";

export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ location, matches }) => {
    // An address no route fully matches is a not-found page, not a reason to ask for a login.
    const leaf = matches[matches.length - 1];
    if (leaf && trimSlash(leaf.pathname) !== trimSlash(location.pathname)) return;
    const next = requireLogin(isSignedIn(), location.href);
    if (next) throw redirect({ to: "/login", search: next.search });
  },
});
