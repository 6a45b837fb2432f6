// /login-with-otc-to-reset-password: request a password reset through a one-time code.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ForgotPasswordScreen } from "../features/auth/ForgotPasswordScreen";

export const Route = createFileRoute("/login-with-otc-to-reset-password")({
  staticData: { title: msg`Forgot password` },
  component: ForgotPasswordScreen,
});
