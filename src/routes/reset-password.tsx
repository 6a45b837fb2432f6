// /reset-password: only reachable with a stored one-time-code token; otherwise home.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useSession } from "../session/session";
import { requireOtcToken } from "../features/auth/guard";
import { ResetPasswordScreen } from "../features/auth/ResetPasswordScreen";

export const Route = createFileRoute("/reset-password")({
  beforeLoad: () => {
    const next = requireOtcToken(useSession.getState().otcToken);
    if (next) throw redirect({ href: next.to });
  },
  staticData: { title: msg`Reset password` },
  component: ResetPasswordScreen,
});
