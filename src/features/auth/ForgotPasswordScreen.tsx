// The "forgot password" page frame: a one-time code is sent to the account's mobile number.
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Screen } from "../shell/Screen";
import "./auth.css";

export function ForgotPasswordScreen() {
  return (
    <Screen
      title={<Trans>Forgot password</Trans>}
      lead={<Trans>We will send a one-time code to the mobile number of your account.</Trans>}
    >
      <div className="auth-card">
        <Link to="/login" className="auth-link">
          <Trans>Back to login</Trans>
        </Link>
      </div>
    </Screen>
  );
}
