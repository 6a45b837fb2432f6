// "Are you sure?" before a destructive or costly step: a message, confirm and cancel; Cancel gets focus.
import { useRef, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Text of the confirm button (e.g. "Delete"). */
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** A red confirm button for deleting, leaving, cancelling an order. */
  danger?: boolean;
  /** The confirmed step is running: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The step cannot run now (e.g. offline): the confirm button is disabled. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="small"
      dismissible={!busy}
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            busy={busy}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
