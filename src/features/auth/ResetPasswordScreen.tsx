// Set a new password with the one-time-code token (SPEC §4): success shows the server's message;
// OK or closing goes home and the token is removed.
import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { resetPassword } from "../../online/account";
import { useSession } from "../../session/session";
import { Alert, Button, Modal, PasswordField } from "../../ui";
import { Screen } from "../shell/Screen";
import { FailureNotice } from "./FailureNotice";
import { formFailure } from "./failures";
import { OfflineNote } from "./OfflineNote";
import { MAX_CREDENTIAL_LENGTH } from "../../lib/usernames";
import { useFormErrors } from "./useFormErrors";
import "./auth.css";

type Field = "new_password" | "confirm_new_password";

export function ResetPasswordScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const otcToken = useSession((s) => s.otcToken);
  const [values, setValues] = useState<Record<Field, string>>({
    new_password: "",
    confirm_new_password: "",
  });
  const [busy, setBusy] = useState(false);
  const { failure, setFailure, setMissing, clear, error } = useFormErrors<Field>();
  const [done, setDone] = useState<string | null>(null);

  const edit = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const required: Partial<Record<Field, string>> = {};
    if (!values.new_password) required.new_password = t`New password is required`;
    if (!values.confirm_new_password) {
      required.confirm_new_password = t`Please confirm the new password`;
    }
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await resetPassword(
        values.new_password,
        values.confirm_new_password,
        otcToken ?? undefined,
      );
      if (answer.status === "OK") setDone(answer.message);
      else setFailure({ notice: answer.message, fields: {} });
    } catch (err) {
      setFailure(formFailure(err, true));
    } finally {
      setBusy(false);
    }
  };

  const finish = () => {
    useSession.getState().setOtcToken(null);
    void navigate({ to: "/" });
  };

  return (
    <Screen
      title={<Trans>Reset password</Trans>}
      lead={<Trans>Choose a new password for your account.</Trans>}
    >
      <form
        className="auth-card auth-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="reset-form"
      >
        <OfflineNote />
        <PasswordField
          label={<Trans>New password</Trans>}
          name="new_password"
          autoComplete="new-password"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={values.new_password}
          onChange={(e) => edit("new_password", e.target.value)}
          error={error("new_password")}
        />
        <PasswordField
          label={<Trans>Confirm new password</Trans>}
          name="confirm_new_password"
          autoComplete="new-password"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={values.confirm_new_password}
          onChange={(e) => edit("confirm_new_password", e.target.value)}
          error={error("confirm_new_password")}
        />
        <FailureNotice notice={failure?.notice} />
        <Button type="submit" block busy={busy}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
      <Modal
        open={done !== null}
        onClose={finish}
        size="small"
        title={<Trans>Password changed</Trans>}
        footer={
          <Button onClick={finish}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        <Alert tone="success">{done}</Alert>
      </Modal>
    </Screen>
  );
}
