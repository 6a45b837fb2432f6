// /login: a signed-in visitor goes straight on to `from` (or home), unless their session has ended
// with changes still queued (then they log in again here and the changes are sent).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { isSignedIn } from "../session/session";
import { useSyncStore } from "../sync/engine";
import { loginSearch } from "../app/search";
import { redirectSignedIn } from "../features/auth/guard";
import { LoginScreen } from "../features/auth/LoginScreen";

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    const signedIn = isSignedIn() && !useSyncStore.getState().needsLogin;
    const next = redirectSignedIn(signedIn, search.from);
    if (next) throw redirect({ href: next.to });
  },
  staticData: { title: msg`Login` },
  component: Login,
});

function Login() {
  const { from } = Route.useSearch();
  return <LoginScreen from={from} />;
}
