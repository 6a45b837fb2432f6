// Shown while a screen's code or data takes longer than a moment to arrive.
import { Trans } from "@lingui/react/macro";
import "./StatusScreen.css";

export function RoutePending() {
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="route-pending-spinner" aria-hidden="true" />
      <Trans>Loading…</Trans>
    </div>
  );
}
