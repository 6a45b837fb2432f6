// Offers to reload into a new version of the app once its service worker is waiting.
import { Trans, useLingui } from "@lingui/react/macro";
import { useUpdateState } from "./update-store";
import "./pwa.css";

export function UpdatePrompt() {
  const { t } = useLingui();
  const ready = useUpdateState((s) => s.ready);
  const apply = useUpdateState((s) => s.apply);
  const dismiss = useUpdateState((s) => s.dismiss);
  if (!ready) return null;
  return (
    <div className="pwa-update-prompt" role="alert" data-testid="update-prompt">
      <span>
        <Trans>A new version is ready</Trans>
      </span>
      <button type="button" className="pwa-update-prompt__reload" onClick={apply}>
        <Trans>Reload</Trans>
      </button>
      <button
        type="button"
        className="pwa-update-prompt__close"
        onClick={dismiss}
        aria-label={t`Not now`}
      >
        ×
      </button>
    </div>
  );
}
