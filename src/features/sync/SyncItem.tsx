// One queued change in the sync panel: its state, a refusal's reason in the reader's words, and what resolves it.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { OutboxRow } from "../../db";
import { discardMutation, retryMutation } from "../../sync";
import { chainOf, conflictOf, refusedAncestor } from "../../sync/engine";
import { ChooseCode } from "./ChooseCode";
import { conflictHint, conflictMessage } from "./conflictText";
import { mutationExcerpt, mutationLabel } from "./describeMutation";

function State({ row, rows }: { row: OutboxRow; rows: readonly OutboxRow[] }) {
  const { i18n } = useLingui();
  const conflict = conflictOf(row);
  if (conflict) {
    return (
      <span role="alert" data-reason={conflict.reason}>
        <Trans>Not saved:</Trans> {conflictMessage(i18n, conflict.reason, row.error)}
      </span>
    );
  }
  if (row.state === "failed") {
    return (
      <span role="alert">
        <Trans>Not saved:</Trans> {row.error?.message}
      </span>
    );
  }
  if (row.state === "sending") return <Trans>Sending…</Trans>;
  const parent = refusedAncestor(rows, row);
  if (parent) {
    const what = i18n._(mutationLabel(parent));
    return <Trans>Waits for a refused change: {what}</Trans>;
  }
  if (row.error?.status === 507) {
    return (
      <Trans>
        The server is out of storage space. Your change is kept on this device and will be sent when
        there is room.
      </Trans>
    );
  }
  return row.attempts > 0 ? <Trans>Will try again soon</Trans> : <Trans>Waiting to send</Trans>;
}

/** Asks before dropping a change that others wait for: they go with it, and the person sees which. */
function ConfirmDrop({ chain, onCancel }: { chain: OutboxRow[]; onCancel: () => void }) {
  const { i18n } = useLingui();
  const others = chain.length - 1;
  return (
    <div className="sync-panel__confirm" role="group" data-testid="confirm-drop">
      <p>
        <Plural
          value={others}
          one="# more change waits for this one and will be dropped with it:"
          other="# more changes wait for this one and will be dropped with it:"
        />
      </p>
      <ul>
        {chain.slice(1).map((r) => (
          <li key={r.id}>
            {i18n._(mutationLabel(r))}
            {mutationExcerpt(r) && <> — {mutationExcerpt(r)}</>}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sync-panel__discard"
        onClick={() => void discardMutation(chain[0]!.id)}
      >
        <Trans>Drop all of them</Trans>
      </button>
      <button type="button" onClick={onCancel}>
        <Trans>Keep them</Trans>
      </button>
    </div>
  );
}

export function SyncItem({ row, rows }: { row: OutboxRow; rows: readonly OutboxRow[] }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const excerpt = mutationExcerpt(row);
  const what = i18n._(mutationLabel(row));
  const failed = row.state === "failed";
  const conflict = conflictOf(row);
  const drop = () => {
    const chain = chainOf(rows, row.id);
    if (chain.length > 1) setConfirming(true);
    else void discardMutation(row.id);
  };
  return (
    <li
      className={`sync-panel__item${failed ? " sync-panel__item--failed" : ""}`}
      data-testid="sync-item"
    >
      <div className="sync-panel__what">
        <strong>{what}</strong>
        {excerpt && <span className="sync-panel__excerpt">{excerpt}</span>}
      </div>
      <div className="sync-panel__state">
        <State row={row} rows={rows} />
      </div>
      {conflict?.resolution.by === "code" && (
        <ChooseCode row={row} field={conflict.resolution.field} />
      )}
      {conflict?.resolution.by === "drop" && (
        <p className="sync-panel__hint">{conflictHint(i18n, conflict.reason)}</p>
      )}
      {confirming ? (
        <ConfirmDrop chain={chainOf(rows, row.id)} onCancel={() => setConfirming(false)} />
      ) : (
        <div className="sync-panel__actions">
          {failed && conflict?.resolution.by !== "code" && (
            <button type="button" onClick={() => void retryMutation(row.id)}>
              {conflict ? <Trans>Try again</Trans> : <Trans>Retry</Trans>}
            </button>
          )}
          {row.state !== "sending" && (
            <button
              type="button"
              className="sync-panel__discard"
              aria-label={conflict ? t`Drop: ${what}` : t`Discard: ${what}`}
              onClick={drop}
            >
              {conflict ? <Trans>Drop</Trans> : <Trans>Discard</Trans>}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
