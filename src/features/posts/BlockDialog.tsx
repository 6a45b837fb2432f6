// "Block this user?" — yes blocks them (online), removes their posts from this device and goes home.
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { isApiError } from "../../api/errors";
import type { UserSummary } from "../../api/schemas";
import { useOnline } from "../../app/pwa/useOnline";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { toast } from "../../ui/toast";
import { authorName } from "./Author";
import { blockAndForget } from "./blocking";

export function BlockDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = authorName(user);

  const block = async () => {
    setBusy(true);
    setError(null);
    try {
      const message = await blockAndForget(user.id);
      toast(message ?? t`${name} is blocked.`, "success");
      onClose();
      void navigate({ to: "/" });
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      role="alertdialog"
      size="small"
      title={<Trans>Block {name}?</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>No</Trans>
          </Button>
          <Button variant="danger" busy={busy} disabled={!online} onClick={() => void block()}>
            <Trans>Yes, block</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>You will no longer see their posts, and they will not see yours.</Trans>
      </p>
      {!online && (
        <p role="status">
          <Trans>Blocking needs the internet. Connect and try again.</Trans>
        </p>
      )}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Modal>
  );
}
