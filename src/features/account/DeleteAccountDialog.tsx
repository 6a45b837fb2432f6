// "Delete my account": the password, what goes and what libraries keep; then the device's copy goes too.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteAccount } from "../../online/account";
import { Alert, Button, Modal, PasswordField, useFieldErrors } from "../../ui";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import { removeDeviceData } from "../../sync/deviceData";

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const userId = useSession((s) => s.user?.id);
  const online = useOnline();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errors = useFieldErrors();
  const submit = async () => {
    if (!userId) return;
    if (!password) {
      errors.set("password", t`Enter your password.`);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await deleteAccount(userId, password);
    } catch (error) {
      setBusy(false);
      if (!errors.fromError(error)) setFailed(true);
      return;
    }
    await removeDeviceData();
    window.location.assign("/");
  };
  const libraries = errors.errors.libraries ?? [];
  return (
    <Modal
      open
      role="alertdialog"
      size="small"
      dismissible={!busy}
      onClose={onClose}
      title={<Trans>Delete my account</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            busy={busy}
            disabled={!online}
            onClick={() => void submit()}
            data-testid="delete-account-confirm"
          >
            <Trans>Delete my account</Trans>
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          <Trans>
            Your profile, posts, comments, likes, follows and membership requests will be deleted
            from the server for good. Libraries keep their member cards and loan records, without
            your account. This cannot be undone.
          </Trans>
        </p>
        {!online && (
          <Alert tone="info">
            <Trans>Deleting your account needs a connection.</Trans>
          </Alert>
        )}
        {libraries.length > 0 && (
          <Alert tone="error">
            <Trans>
              First give another member the admin role at the desk of each library you run alone.
            </Trans>
          </Alert>
        )}
        {failed && (
          <Alert tone="error">
            <Trans>Your account could not be deleted. Try again.</Trans>
          </Alert>
        )}
        <PasswordField
          label={<Trans>Your password</Trans>}
          autoComplete="current-password"
          value={password}
          error={errors.first("password")}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clear("password");
          }}
        />
      </form>
    </Modal>
  );
}
