// /register: signed-in users go home.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { isSignedIn } from "../session/session";
import { redirectSignedIn } from "../features/auth/guard";
import { RegisterScreen } from "../features/auth/RegisterScreen";

export const Route = createFileRoute("/register")({
  beforeLoad: () => {
    const next = redirectSignedIn(isSignedIn());
    if (next) throw redirect({ href: next.to });
  },
  staticData: { title: msg`Create new account` },
  component: RegisterScreen,
});
