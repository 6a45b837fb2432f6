// The login form's code step, when many wrong passwords came from the reader's network (server/auth/password-login.ts).
import { Trans } from "@lingui/react/macro";
import { Alert, Button, TextField } from "../../ui";
import { OTC_LENGTH } from "../../lib/usernames";

export interface LoginChallengeProps {
  code: string;
  onCode: (code: string) => void;
  /** Shown under the code field. */
  error?: string;
  /** A new code was asked for. */
  resent: boolean;
  busy: boolean;
  onResend: () => void;
}

export function LoginChallenge({
  code,
  onCode,
  error,
  resent,
  busy,
  onResend,
}: LoginChallengeProps) {
  return (
    <div className="login-challenge" data-testid="login-challenge">
      <Alert tone="info">
        <Trans>
          Many wrong passwords came from your network, so signing in needs a one-time code. If your
          password is right, we have sent a code to your mobile number or email. Enter it to sign
          in.
        </Trans>
      </Alert>
      <TextField
        label={<Trans>One-time code</Trans>}
        name="ot-code"
        value={code}
        onChange={(e) => onCode(e.target.value.replace(/[^\d০-৯]/g, "").slice(0, OTC_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTC_LENGTH}
        error={error}
      />
      {resent && (
        <p className="login-challenge__resent" role="status">
          <Trans>If your password is right, a new code is on its way.</Trans>
        </p>
      )}
      <Button type="button" variant="link" disabled={busy} onClick={onResend}>
        <Trans>Send a new code</Trans>
      </Button>
    </div>
  );
}
