// The registration page frame: heading and the way back to login.
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Screen } from "../shell/Screen";
import "./auth.css";

export function RegisterScreen() {
  return (
    <Screen
      title={<Trans>Create new account</Trans>}
      lead={<Trans>Join your community library and follow the readers you know.</Trans>}
    >
      <div className="auth-card">
        <p>
          <Trans>Already have an account?</Trans>{" "}
          <Link to="/login" className="auth-link">
            <Trans>Login</Trans>
          </Link>
        </p>
      </div>
    </Screen>
  );
}
