// The login page frame: heading, and the ways onward (forgot password, create a new account).
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Screen } from "../shell/Screen";
import "./auth.css";

export function LoginScreen({ from }: { from?: string }) {
  return (
    <Screen
      title={<Trans>Login</Trans>}
      lead={<Trans>Sign in with your mobile number or email address.</Trans>}
    >
      <div className="auth-card" data-from={from}>
        <Link to="/login-with-otc-to-reset-password" className="auth-link">
          <Trans>Forgot password?</Trans>
        </Link>
        <Link to="/register" className="button-secondary">
          <Trans>Create new account</Trans>
        </Link>
      </div>
    </Screen>
  );
}
