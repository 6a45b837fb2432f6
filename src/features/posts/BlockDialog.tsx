// "Block this user?" — yes queues the block (offline too), removes their posts from this device and goes home.
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import type { UserSummary } from "../../api/schemas";
import { blockPerson } from "../../sync/actions";
import { saveErrorMessage } from "../sync/saveError";
import { Alert } from "../../ui/Alert";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast";

interface BlockDialogProps {
  user: UserSummary;
  name: string;
  /** The question asked; "Block {name}?" unless the page already says who (a profile). */
  title?: ReactNode;
  onClose: () => void;
}

export function BlockDialog({ user, name, title, onClose }: BlockDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const block = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await blockPerson(user);
      toast(t`You blocked ${name}. You will not see their posts.`, "success");
      onClose();
      void navigate({ to: "/" });
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
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
      onConfirm={() => void block()}
      onCancel={onClose}
    >
      <p>
        <Trans>
          {name} will no longer appear in your feed, and their posts will be removed from this
          device. Neither of you will see the other&apos;s profile or posts until you unblock them
          from Blocked people.
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
