// The top bar's "Display and app" button: light / dark / system and installing the app, in a panel whose code
// loads the first time it opens (nothing of it is in the first load).
import { useId, useRef, useState, useCallback } from "react";
import { useDismiss } from "./useDismiss";
import { useLingui } from "@lingui/react/macro";
import { onDemand } from "../../lib/onDemand";

const DevicePanel = onDemand(() => import("../device/DevicePanel").then((m) => m.DevicePanel));

export function DeviceMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, close, root);

  return (
    <div className="device-menu" ref={root}>
      <button
        type="button"
        className="device-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Display and app`}
        title={t`Display and app`}
        data-testid="device-menu-button"
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => DevicePanel.preload()}
        onFocus={() => DevicePanel.preload()}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2v14a7 7 0 0 1 0-14z" />
        </svg>
      </button>
      <div id={panelId} className="device-menu-panel" hidden={!open}>
        {open && <DevicePanel onDone={() => setOpen(false)} />}
      </div>
    </div>
  );
}
