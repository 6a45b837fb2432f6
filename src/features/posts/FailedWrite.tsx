// A change the server refused, shown where it belongs: its text, the server's reason, retry and discard.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { OutboxRow } from "../../db";
import { discardMutation, retryMutation } from "../../sync";
import { Button } from "../../ui/Button";

interface FailedWriteProps {
  row: OutboxRow;
  /** What was written (post or comment text). */
  children: ReactNode;
  /** Extra action, e.g. "Edit" to fix the text before sending it again. */
  extra?: ReactNode;
}

export function FailedWrite({ row, children, extra }: FailedWriteProps) {
  const fields = Object.values(row.error?.fieldErrors ?? {}).flat();
  return (
    <div className="failed-write" role="group" data-testid="failed-write">
      <p className="failed-write__reason" role="alert">
        <span aria-hidden="true">⚠ </span>
        <Trans>Not saved:</Trans> {row.error?.message}
        {fields.length > 0 && <span className="failed-write__fields"> {fields.join(" ")}</span>}
      </p>
      <div className="failed-write__text">{children}</div>
      <div className="failed-write__actions">
        {extra}
        <Button variant="secondary" onClick={() => void retryMutation(row.id)}>
          <Trans>Retry</Trans>
        </Button>
        <Button variant="link" onClick={() => void discardMutation(row.id)}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </div>
  );
}
