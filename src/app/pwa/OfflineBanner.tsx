// A thin banner under the top bar while the device is offline; it goes away when the network returns.
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../lib/useOnline";
import "./pwa.css";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className="pwa-offline-banner"
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
    >
      <Trans>
        You are offline. Everything you saw is still here, and your changes will be sent when you
        are back online.
      </Trans>
    </div>
  );
}
