// The lend screen's answer to a lend: "lent to …", turned into the conflict when the server refuses that
// loan (another phone lent the copy first), with what resolves it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { discardMutation, useFailedMutationRows, useOutbox } from "../../../sync";
import { chainOf, conflictOf } from "../../../sync/engine";
import { wasSaved } from "../../../sync/deskReads";
import { Alert } from "../../../ui/Alert";
import { conflictNoticeText } from "../../sync/conflictNotice";
import { useNoticeState } from "../../sync/noticeState";

export interface Lent {
  text: string;
  /** The loan's temporary id (its queued row's payload names it). */
  tempId: string;
}

export function LendOutcome({ lent, onDismiss }: { lent: Lent; onDismiss: () => void }) {
  const { i18n } = useLingui();
  const failed = useFailedMutationRows();
  const rows = useOutbox();
  const row = failed.find(
    (r) => r.kind === "loan.create" && r.payload.tempId === lent.tempId && conflictOf(r),
  );
  const rowId = row?.id;
  // Refused once: when the row leaves the queue, the loan was either saved after all (tried again) or dropped.
  const [refused, setRefused] = useState(false);
  if (rowId && !refused) setRefused(true);
  useEffect(() => {
    if (!rowId) return;
    const { claim } = useNoticeState.getState();
    claim(rowId, true);
    return () => claim(rowId, false);
  }, [rowId]);
  useEffect(() => {
    if (!refused || rowId) return;
    let live = true;
    void wasSaved(lent.tempId).then((saved) => {
      if (!live) return;
      if (saved) setRefused(false);
      else onDismiss();
    });
    return () => {
      live = false;
    };
  }, [refused, rowId, lent.tempId, onDismiss]);

  if (!row) {
    if (refused) return null;
    return (
      <Alert tone="success" onDismiss={onDismiss}>
        {lent.text}
      </Alert>
    );
  }
  const drop = () => {
    // Changes queued after the loan (its return, a renewal) go with it: the sync panel lists them first.
    if (chainOf(rows, row.id).length > 1) useNoticeState.getState().setPanelOpen(true);
    else void discardMutation(row.id).then(onDismiss);
  };
  return (
    <Alert tone="error" title={<Trans>This loan was not saved</Trans>}>
      <p data-testid="lend-conflict">{conflictNoticeText(i18n, row)}</p>
      <div className="lend-conflict__actions">
        <button type="button" onClick={drop}>
          <Trans>Drop this loan</Trans>
        </button>
        <button type="button" onClick={() => useNoticeState.getState().setPanelOpen(true)}>
          <Trans>Show my changes</Trans>
        </button>
      </div>
    </Alert>
  );
}
