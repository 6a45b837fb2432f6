// "Block this user?" — yes blocks them (online only), removes their posts from this device and goes home.
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { isApiError } from "../../api/errors";
import { useOnline } from "../../app/pwa/useOnline";
import { Alert } from "../../ui/Alert";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast";
import { blockAndForget } from "./blocking";

interface BlockDialogProps {
  userId: number;
  name: string;
  /** The question asked; "Block {name}?" unless the page already says who (a profile). */
  title?: ReactNode;
  onClose: () => void;
}

export function BlockDialog({ userId, name, title, onClose }: BlockDialogProps) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const block = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const message = await blockAndForget(userId);
      toast(message || t`You blocked ${name}. You will not see their posts.`, "success");
      onClose();
      void navigate({ to: "/" });
    } catch (e) {
      setFailure(
        isApiError(e) && e.kind === "http" && e.message
          ? e.message
          : t`Blocking needs a connection. Check it and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={title ?? <Trans>Block {name}?</Trans>}
      confirmLabel={<Trans>Yes, block</Trans>}
      cancelLabel={<Trans>No</Trans>}
      danger
      busy={busy}
      confirmDisabled={!online}
      onConfirm={() => void block()}
      onCancel={onClose}
    >
      <p>
        <Trans>
          {name} will no longer appear in your feed, and their posts will be removed from this
          device.
        </Trans>
      </p>
      {!online && (
        <p role="status">
          <Trans>Blocking needs the internet. Connect and try again.</Trans>
        </p>
      )}
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
