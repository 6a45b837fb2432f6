// Login (SPEC §2 Forms, §8): mobile number or email and password; on success go to `from` or home.
import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { useSyncStore } from "../../sync/engine";
import { Alert, Button, Checkbox, PasswordField, TextField } from "../../ui";
import { Screen } from "../shell/Screen";
import { FailureNotice } from "./FailureNotice";
import { loginFailure } from "./failures";
import { safeFrom } from "./guard";
import { OfflineNote } from "./OfflineNote";
import { signInWithPassword } from "./signIn";
import { LoginChallenge } from "./LoginChallenge";
import { OAuthFailure } from "../../online/passwordGrant";
import {
  formatUsername,
  MAX_CREDENTIAL_LENGTH,
  OTC_LENGTH,
  toAsciiDigits,
} from "../../lib/usernames";
import { useFormErrors } from "./useFormErrors";
import "./auth.css";

/** "Remember me" keeps the username on this device for the next login (never the password). */
export const REMEMBERED_USERNAME_KEY = "remembered_username";

type Field = "username" | "password";

export function LoginScreen({ from }: { from?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sessionEnded = useSyncStore((s) => s.needsLogin);
  const knownUser = useSession((s) => s.user?.username);
  const [username, setUsername] = useState(
    () => localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? (sessionEnded ? (knownUser ?? "") : ""),
  );
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(
    () => localStorage.getItem(REMEMBERED_USERNAME_KEY) !== null,
  );
  const [busy, setBusy] = useState(false);
  const { failure, setFailure, setMissing, clear, error } = useFormErrors<Field>();
  // The server asked for a one-time code (many wrong passwords from this network): the code step.
  const [challenged, setChallenged] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [resent, setResent] = useState(false);

  /** Sends the username and password (with the code of a challenge); `resend` asks for a new code. */
  const attempt = async (name: string, withCode?: string, resend = false) => {
    setBusy(true);
    setFailure(null);
    setCodeError(undefined);
    try {
      await signInWithPassword(name, password, withCode);
      if (remember) localStorage.setItem(REMEMBERED_USERNAME_KEY, name);
      else localStorage.removeItem(REMEMBERED_USERNAME_KEY);
      await navigate({ href: safeFrom(from), replace: true });
    } catch (err) {
      if (err instanceof OAuthFailure && err.code === "otc_required") {
        setChallenged(true);
        setResent(resend);
      } else if (err instanceof OAuthFailure && err.code === "otc_rejected") {
        setCodeError(
          t`That code is not correct or has expired. Check your password, or send a new code.`,
        );
      } else {
        setFailure(loginFailure(err));
      }
      setBusy(false);
    }
  };

  const resendCode = () => {
    if (busy || !username.trim() || !password) return;
    setCode("");
    void attempt(formatUsername(username), undefined, true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const required: Partial<Record<Field, string>> = {};
    if (!username.trim()) required.username = t`Mobile number or email is required`;
    if (!password) required.password = t`Password is required`;
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const name = formatUsername(username);
    setUsername(name);
    if (!challenged) return attempt(name);
    const digits = toAsciiDigits(code.trim());
    if (!new RegExp(`^\\d{1,${OTC_LENGTH}}$`).test(digits)) {
      setCodeError(t`One Time Code is required`);
      return;
    }
    return attempt(name, digits);
  };

  return (
    <Screen
      title={<Trans>Login</Trans>}
      lead={<Trans>Sign in with your mobile number or email address.</Trans>}
    >
      <form
        className="auth-card auth-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="login-form"
      >
        {sessionEnded && (
          <Alert tone="info">
            <Trans>
              Your session has ended. Log in again and the changes saved on this device will be
              sent.
            </Trans>
          </Alert>
        )}
        <OfflineNote />
        <TextField
          label={<Trans>Mobile number or email</Trans>}
          name="username"
          autoComplete="username"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            clear("username");
          }}
          onBlur={() => username && setUsername(formatUsername(username))}
          error={error("username")}
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          name="password"
          autoComplete="current-password"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clear("password");
          }}
          error={error("password")}
        />
        <div className="auth-actions">
          <Checkbox
            label={<Trans>Remember me</Trans>}
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Link to="/login-with-otc-to-reset-password" className="auth-link">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        {challenged && (
          <LoginChallenge
            code={code}
            onCode={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
            resent={resent}
            busy={busy}
            onResend={resendCode}
          />
        )}
        <FailureNotice notice={failure?.notice} />
        <Button type="submit" block busy={busy}>
          <Trans>Login</Trans>
        </Button>
        <Link to="/register" className="button-secondary auth-create">
          <Trans>Create new account</Trans>
        </Link>
      </form>
    </Screen>
  );
}
