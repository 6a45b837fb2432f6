// Lists queued changes: waiting ones and failed ones with the server's reason, with retry and discard.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { discardMutation, retryMutation, useSyncStore } from "../../sync";
import type { OutboxRow } from "../../db";
import { mutationExcerpt, mutationLabel } from "./describeMutation";
import { useSyncSummary } from "./useSyncSummary";

function Item({ row }: { row: OutboxRow }) {
  const { t, i18n } = useLingui();
  const excerpt = mutationExcerpt(row);
  const what = i18n._(mutationLabel(row));
  const failed = row.state === "failed";
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
        {failed ? (
          <span role="alert">
            <Trans>Not saved:</Trans> {row.error?.message}
          </span>
        ) : row.state === "sending" ? (
          <Trans>Sending…</Trans>
        ) : row.error?.status === 507 ? (
          <Trans>
            The server is out of storage space. Your change is kept on this device and will be sent
            when there is room.
          </Trans>
        ) : row.attempts > 0 ? (
          <Trans>Will try again soon</Trans>
        ) : (
          <Trans>Waiting to send</Trans>
        )}
      </div>
      <div className="sync-panel__actions">
        {failed && (
          <button type="button" onClick={() => void retryMutation(row.id)}>
            <Trans>Retry</Trans>
          </button>
        )}
        {row.state !== "sending" && (
          <button
            type="button"
            className="sync-panel__discard"
            aria-label={t`Discard: ${what}`}
            onClick={() => void discardMutation(row.id)}
          >
            <Trans>Discard</Trans>
          </button>
        )}
      </div>
    </li>
  );
}

export function SyncPanel({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useLingui();
  const { rows, status } = useSyncSummary();
  const storageFull = useSyncStore((s) => s.storageFull);
  const storagePersisted = useSyncStore((s) => s.storagePersisted);
  return (
    <section
      id={id}
      className="sync-panel"
      aria-label={t`Changes to send`}
      data-testid="sync-panel"
    >
      <header className="sync-panel__header">
        <h2>
          <Trans>Your changes</Trans>
        </h2>
        <button type="button" className="sync-panel__close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      </header>
      {status === "needsLogin" && (
        <p className="sync-panel__notice" role="alert">
          <Trans>
            Your session has ended. Sign in again and your changes will be sent; nothing is lost.
          </Trans>{" "}
          <Link to="/login" onClick={onClose}>
            <Trans>Log in again</Trans>
          </Link>
        </p>
      )}
      {status === "offline" && rows.length > 0 && (
        <p className="sync-panel__notice">
          <Trans>
            You are offline. These changes are saved on this device and will be sent when you are
            back online.
          </Trans>
        </p>
      )}
      {storageFull && (
        <p className="sync-panel__notice sync-panel__notice--danger" role="alert">
          <Trans>
            This device is out of storage space, so your last change could not be saved. Changes
            already listed here are safe.
          </Trans>
        </p>
      )}
      {storagePersisted === false && (
        <p className="sync-panel__notice" data-testid="storage-not-persisted">
          <Trans>
            This browser did not agree to keep the app’s data for sure: if the device runs very low
            on space, it may delete what is saved here. Changes waiting to be sent are at risk until
            they are sent. Installing the app usually lets it keep its data.
          </Trans>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="sync-panel__empty">
          <Trans>All your changes are saved.</Trans>
        </p>
      ) : (
        <ul className="sync-panel__list">
          {rows.map((row) => (
            <Item key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
