// Conflicts that ask for attention on whatever screen is open: desk actions the server refused, and
// clashes this device's loans won (another phone tried to lend the same copy).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { useFailedMutationRows, useRevalidate, useSyncStore } from "../../sync";
import { markClashesRead, pullWonClashes, useWonClashes } from "../../sync/loanClashes";
import { conflictNoticeText, rowsToNotice, wonClashText } from "./conflictNotice";
import { useNoticeState } from "./noticeState";

function Refused() {
  const { i18n } = useLingui();
  const failed = useFailedMutationRows();
  const hidden = useNoticeState((s) => s.hidden);
  const claimed = useNoticeState((s) => s.claimed);
  const { dismiss, setPanelOpen } = useNoticeState.getState();
  const rows = useMemo(
    () => rowsToNotice(failed, new Set([...hidden, ...claimed])),
    [failed, hidden, claimed],
  );
  if (!rows.length) return null;
  return (
    <div
      className="conflict-notice conflict-notice--refused"
      role="alert"
      data-testid="conflict-notice"
    >
      <p className="conflict-notice__title">
        <Plural value={rows.length} one="# change was not saved" other="# changes were not saved" />
      </p>
      <ul className="conflict-notice__list">
        {rows.map((row) => (
          <li key={row.id}>{conflictNoticeText(i18n, row)}</li>
        ))}
      </ul>
      <div className="conflict-notice__actions">
        <button
          type="button"
          onClick={() => {
            dismiss(rows.map((r) => r.id));
            setPanelOpen(true);
          }}
        >
          <Trans>Sort it out</Trans>
        </button>
        <button type="button" onClick={() => dismiss(rows.map((r) => r.id))}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}

function Won() {
  const { i18n } = useLingui();
  const clashes = useWonClashes((s) => s.clashes);
  const replaying = useSyncStore((s) => s.replaying);
  // After each sync, and when the app comes back, the libraries this device lent in are asked again.
  useEffect(() => {
    if (!replaying) void pullWonClashes().catch(() => {});
  }, [replaying]);
  useRevalidate(() => void pullWonClashes().catch(() => {}));
  if (!clashes.length) return null;
  const read = () => {
    for (const id of new Set(clashes.map((c) => c.libraryId))) void markClashesRead(id);
  };
  return (
    <div className="conflict-notice conflict-notice--won" role="status" data-testid="clash-notice">
      <p className="conflict-notice__title">
        <Plural
          value={clashes.length}
          one="Another phone tried to lend a book you had lent"
          other="Another phone tried to lend # books you had lent"
        />
      </p>
      <ul className="conflict-notice__list">
        {clashes.map((c) => (
          <li key={c.id}>{wonClashText(i18n, c)}</li>
        ))}
      </ul>
      <div className="conflict-notice__actions">
        <button type="button" onClick={read}>
          <Trans>Got it</Trans>
        </button>
      </div>
    </div>
  );
}

/** Both notices, under the top bar; hidden while the sync panel is open (it lists the same). */
export function ConflictNotice() {
  const panelOpen = useNoticeState((s) => s.panelOpen);
  if (panelOpen) return null;
  return (
    <div className="conflict-notices">
      <Refused />
      <Won />
    </div>
  );
}
