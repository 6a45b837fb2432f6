// "Save for offline": a switch, the background saving's progress (which list, a moving bar), and when the lists
// were saved.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatDate } from "../../i18n/format";
import { saveCatalogue, type SaveForOffline } from "./offline";

export function SaveOffline({ libraryId, state }: { libraryId: number; state: SaveForOffline }) {
  const { t } = useLingui();
  const id = useId();
  const { enabled, savedAt, job, setEnabled } = state;
  const progress = job?.running ? job.progress : null;
  const when = savedAt ? formatDate(savedAt, { dateStyle: "medium", timeStyle: "short" }) : "";

  return (
    <section className="save-offline" aria-label={t`Save for offline`}>
      <label className="save-offline__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(e) => void setEnabled(e.target.checked)}
        />
        <span>
          <Trans>Save for offline</Trans>
        </span>
      </label>
      {enabled && job?.running && (
        <div className="save-offline__progress">
          {/* Each list comes in one answer: the bar moves without a percentage, the words say which list. */}
          <progress aria-label={t`Saving books and members`} />
          <span role="status">
            {progress?.phase === "members" ? (
              <Trans>Saving members…</Trans>
            ) : (
              <Trans>Saving books…</Trans>
            )}
          </span>
        </div>
      )}
      {enabled && !job?.running && job?.failed && (
        <p className="library-note library-note--error" role="alert">
          <Trans>Saving stopped before the end.</Trans>{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => void saveCatalogue(libraryId)}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {enabled && !job?.running && !job?.failed && savedAt && (
        <p className="save-offline__saved" data-testid="catalogue-saved">
          <Trans>Books and members saved on this device ({when}). Search works offline.</Trans>
        </p>
      )}
    </section>
  );
}
