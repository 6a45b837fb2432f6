// Forgot password (SPEC §4): ask for a one-time code for the account; OK keeps the code's token and
// goes on to /reset-password.
import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { loginWithOtc } from "../../online/account";
import { ApiError } from "../../sync/errors";
import type { OtcResponse } from "../../api/schemas";
import { useSession } from "../../session/session";
import { Button, TextField } from "../../ui";
import { Screen } from "../shell/Screen";
import { CodeModal } from "./CodeModal";
import { FailureNotice } from "./FailureNotice";
import { OfflineNote } from "./OfflineNote";
import { useOneTimeCode } from "./useOneTimeCode";
import { formatUsername, MAX_CREDENTIAL_LENGTH } from "../../lib/usernames";
import { usernameProblem } from "./username";
import "./auth.css";

/** The one-time-code type of a password reset (SPEC §3). */
export const RESET_PASSWORD = "RESET_PASSWORD";

export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [username, setUsername] = useState("");
  const [missing, setMissing] = useState<string | undefined>();

  const send = useCallback(
    (code?: string) => loginWithOtc(RESET_PASSWORD, formatUsername(username), code),
    [username],
  );
  const onOk = useCallback(
    async (answer: OtcResponse) => {
      const token = answer.data?.token;
      if (!token) throw new ApiError(200, "http", t`The server did not send a reset token.`);
      useSession.getState().setOtcToken(token);
      await navigate({ to: "/reset-password" });
    },
    [navigate, t],
  );
  const otc = useOneTimeCode(send, onOk);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = usernameProblem(username);
    if (issue) {
      setMissing(i18n._(issue));
      return;
    }
    setUsername(formatUsername(username));
    void otc.submit();
  };

  return (
    <Screen
      title={<Trans>Forgot password</Trans>}
      lead={<Trans>We will send a one-time code to the mobile number of your account.</Trans>}
    >
      <form className="auth-card auth-form" noValidate onSubmit={submit} data-testid="forgot-form">
        <OfflineNote />
        <TextField
          label={<Trans>Mobile number or email</Trans>}
          name="username"
          autoComplete="username"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setMissing(undefined);
            otc.clearField("username");
          }}
          onBlur={() => username && setUsername(formatUsername(username))}
          error={missing ?? otc.failure?.fields.username}
        />
        {!otc.modal.open && <FailureNotice notice={otc.failure?.notice} />}
        <Button type="submit" block busy={otc.busy && !otc.modal.open}>
          <Trans>Send code</Trans>
        </Button>
        <Link to="/login" className="auth-link">
          <Trans>Back to login</Trans>
        </Link>
      </form>
      <CodeModal
        open={otc.modal.open}
        deadline={otc.modal.deadline}
        rejected={otc.modal.rejected}
        busy={otc.busy}
        notice={otc.failure?.notice}
        sentTo={formatUsername(username)}
        onSubmit={(code) => void otc.submit(code)}
        onTryAgain={() => void otc.submit()}
        onClose={otc.close}
      />
    </Screen>
  );
}
