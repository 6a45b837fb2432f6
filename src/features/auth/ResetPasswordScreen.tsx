// The "set a new password" page frame, reached after a one-time code was accepted.
import { Trans } from "@lingui/react/macro";
import { Screen } from "../shell/Screen";
import "./auth.css";

export function ResetPasswordScreen() {
  return (
    <Screen
      title={<Trans>Reset password</Trans>}
      lead={<Trans>Choose a new password for your account.</Trans>}
    >
      <div className="auth-card" />
    </Screen>
  );
}
