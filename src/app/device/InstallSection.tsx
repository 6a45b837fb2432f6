// Installing the app: the browser's own dialog where it offers one, a short how-to in Safari on an iPhone or
// iPad, nothing once installed or where the browser cannot install.
import { useSyncExternalStore } from "react";
import { Trans } from "@lingui/react/macro";
import { installOffer, onInstallOfferChange, promptInstall } from "../pwa/install-prompt";
import { deviceFacts, installState } from "./installState";

export function InstallSection({ onDone }: { onDone: () => void }) {
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer);
  const state = installState(deviceFacts(offer !== null));
  if (state === "prompt")
    return (
      <button
        type="button"
        className="device-panel__install"
        onClick={() => {
          onDone();
          void promptInstall();
        }}
      >
        <Trans>Install the app</Trans>
      </button>
    );
  if (state === "ios")
    return (
      <p className="device-panel__how-to">
        <Trans>
          To install the app, open this page in Safari, tap Share, then “Add to Home Screen”.
        </Trans>
      </p>
    );
  return null;
}
