// Lists queued changes: waiting ones and failed ones with the server's reason, with retry and discard.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSyncStore } from "../../sync";
import { SyncItem } from "./SyncItem";
import { useSyncSummary } from "./useSyncSummary";

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
            <SyncItem key={row.id} row={row} rows={rows} />
          ))}
        </ul>
      )}
    </section>
  );
}
