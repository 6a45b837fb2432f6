// The desk's "Waiting for the reader" list: invitations the readers have not answered yet, as the device
// last read them (refreshed online), and accounts added on this device that are not sent yet.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDate } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { useMounted } from "../../../lib/useMounted";
import { useOnline } from "../../../lib/useOnline";
import { useRevalidate } from "../../../sync";
import { pullLibraryInvitations, useWaitingReaders } from "../../../sync/deskInvitations";
import { Avatar } from "../../../ui/Avatar";
import "./members.css";

export function WaitingReaders({ libraryId }: { libraryId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const waiting = useWaitingReaders(libraryId);
  const mounted = useMounted();
  const [stale, setStale] = useState(false);
  useRevalidate(() => {
    pullLibraryInvitations(libraryId).then(
      () => mounted.current && setStale(false),
      () => mounted.current && setStale(true),
    );
  });
  if (!waiting || waiting.invitations.length + waiting.queued.length === 0) return null;
  return (
    <section className="desk-waiting" aria-labelledby="desk-waiting-title">
      <h2 id="desk-waiting-title">
        <Trans>Waiting for the reader</Trans>
      </h2>
      <p className="desk-note">
        <Trans>They become members when they accept the invitation in their app.</Trans>{" "}
        {!online ? (
          <Trans>Offline: this list is as this device last saw it.</Trans>
        ) : (
          stale && <Trans>This list could not be refreshed just now.</Trans>
        )}
      </p>
      <ul className="desk-list" aria-label={t`Waiting for the reader`}>
        {waiting.queued.map((q) => (
          <li key={q.tempId} data-testid="desk-invitation">
            <Avatar name={memberName(q.user)} src={q.user.photo_url} size={40} decorative />
            <div className="desk-list__text">
              <p>
                <strong>{memberName(q.user)}</strong>
              </p>
              <p>
                <Trans>Not sent yet: goes out when this device is online.</Trans>
              </p>
            </div>
          </li>
        ))}
        {waiting.invitations.map((i) => {
          const sent = formatDate(i.created_at);
          const code = i.member_code;
          return (
            <li key={i.id} data-testid="desk-invitation">
              <Avatar name={memberName(i.user)} src={i.user.photo_url} size={40} decorative />
              <div className="desk-list__text">
                <p>
                  <strong>{memberName(i.user)}</strong>{" "}
                  {code && (
                    <code translate="no" data-testid="invitation-card">
                      {code}
                    </code>
                  )}
                </p>
                <p>
                  {code ? (
                    <Trans>
                      Asked on {sent} to take over card {code}
                    </Trans>
                  ) : (
                    <Trans>Invited on {sent}</Trans>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
