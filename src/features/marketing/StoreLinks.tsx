// Links to the app stores for a product.
import { Trans } from "@lingui/react/macro";
import { APP_STORE, PLAY_STORE } from "./content";

export function StoreLinks() {
  return (
    <div className="store-links">
      <a className="button-secondary" href={PLAY_STORE} target="_blank" rel="noopener noreferrer">
        <Trans>Get it on Google Play</Trans>
      </a>
      <a className="button-secondary" href={APP_STORE} target="_blank" rel="noopener noreferrer">
        <Trans>Download on the App Store</Trans>
      </a>
    </div>
  );
}
