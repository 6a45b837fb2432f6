// Top-bar sync status (offline / syncing n / all saved / n failed) that opens the sync panel, and the
// conflict notices under the top bar.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { formatNumber } from "../../i18n/format";
import { ConflictNotice } from "./ConflictNotice";
import { useNoticeState } from "./noticeState";
import { SyncPanel } from "./SyncPanel";
import { useSyncSummary } from "./useSyncSummary";
import "./sync.css";

export function SyncIndicator() {
  const { t } = useLingui();
  const { status, failed, pending } = useSyncSummary();
  const open = useNoticeState((s) => s.panelOpen);
  const setOpen = useNoticeState((s) => s.setPanelOpen);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // The panel's state outlives the indicator (the conflict notices open it): it closes with it.
  useEffect(() => () => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open, setOpen]);

  // Written without Intl: the first Intl formatter of a page costs one long task, and every start shows this.
  const n = formatNumber(status === "failed" ? failed : pending);
  const label = {
    needsLogin: t`Sign in to sync`,
    offline: pending > 0 ? t`Offline · ${n} waiting` : t`Offline`,
    failed: t`${n} failed`,
    syncing: t`Syncing ${n}`,
    saved: t`All saved`,
  }[status];

  return (
    <div className="sync-indicator" ref={root}>
      <button
        type="button"
        className={`sync-indicator__button sync-indicator__button--${status}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="sync-indicator"
        data-status={status}
      >
        <span className="sync-indicator__dot" aria-hidden="true" />
        <span aria-live="polite">{label}</span>
      </button>
      {open && <SyncPanel id={panelId} onClose={() => setOpen(false)} />}
      <ConflictNotice />
    </div>
  );
}
