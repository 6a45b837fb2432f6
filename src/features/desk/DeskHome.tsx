// The library desk's home: the sections the person's staff powers allow, or why the desk is closed to them.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useDocumentTitle } from "../../app/title";
import { keepDeskOffline, type OfflineUse as DeskOffline } from "../../lib/keepOffline";
import { useOnline } from "../../lib/useOnline";
import { pullDesk, useDesk } from "../../sync/deskSettings";
import { EmptyState } from "../../ui/EmptyState";
import { Link } from "../../ui/Link";
import { sectionsFor } from "./deskSections";
import "./desk.css";

export function DeskHome({ libraryId }: { libraryId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Library desk`);
  const desk = useDesk(libraryId);
  const online = useOnline();
  const [asked, setAsked] = useState(false);
  const [offlineUse, setOfflineUse] = useState<DeskOffline | "keeping">();
  useEffect(() => {
    if (!online) return;
    let live = true;
    pullDesk(libraryId)
      .then((pulled) => {
        if (!pulled || pulled.permissions.length === 0) return;
        setOfflineUse((now) => now ?? "keeping");
        void keepDeskOffline().then((state) => live && setOfflineUse(state));
      })
      .catch(() => undefined)
      .finally(() => live && setAsked(true));
    return () => {
      live = false;
    };
  }, [libraryId, online]);

  if (desk === undefined || (desk === null && online && !asked)) {
    return (
      <p role="status">
        <Trans>Opening the desk…</Trans>
      </p>
    );
  }
  if (desk === null || desk.permissions.length === 0) {
    return (
      <EmptyState>
        {online ? (
          <Trans>Only the library's staff can use the desk.</Trans>
        ) : (
          <Trans>
            The desk has not been opened on this device yet. Open it once while online; after that
            it works offline.
          </Trans>
        )}
      </EmptyState>
    );
  }
  const sections = sectionsFor(desk.permissions);
  return (
    <section className="desk-home" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Library desk</Trans>
      </h1>
      <OfflineUse state={offlineUse} />
      <ul className="desk-home__sections">
        {sections.map((s) => (
          <li key={s.key} data-testid={`desk-section-${s.key}`}>
            <Link to={s.to} params={{ id: String(libraryId) }} search={s.search}>
              <strong>{i18n._(s.title)}</strong>
            </Link>
            <p>{i18n._(s.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whether the desk's screens are on the device for a day without the network, said once it is known. */
function OfflineUse({ state }: { state: DeskOffline | "keeping" | undefined }) {
  if (state === undefined || state === "unsupported") return null;
  return (
    <p className="desk-home__offline" role="status" data-testid="desk-offline-use">
      {state === "keeping" ? (
        <Trans>Saving the desk on this phone for offline use…</Trans>
      ) : state === "ready" ? (
        <Trans>Ready offline: every desk screen works on this phone without the network.</Trans>
      ) : (
        <Trans>
          The desk could not be saved for offline use yet. It tries again the next time you open it
          online.
        </Trans>
      )}
    </p>
  );
}
