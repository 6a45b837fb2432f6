// "Block this user?": on yes, block on the server, forget their posts here, and go home.
import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError } from "../../api/errors";
import { Alert, ConfirmDialog, toast } from "../../ui";
import { blockPerson } from "./moderation";

export function BlockDialog({
  open,
  onClose,
  userId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  userId: number;
  name: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await blockPerson(userId);
      toast(t`You blocked ${name}. You will not see their posts.`, "success");
      onClose();
      await navigate({ to: "/" });
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
      open={open}
      title={<Trans>Block this user?</Trans>}
      confirmLabel={<Trans>Yes, block</Trans>}
      cancelLabel={<Trans>No</Trans>}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
    >
      <p>
        <Trans>
          {name} will no longer appear in your feed, and their posts will be removed from this
          device.
        </Trans>
      </p>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
