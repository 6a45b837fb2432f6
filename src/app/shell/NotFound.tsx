// The page shown for an address that matches no screen.
import { Link } from "../../ui/Link";
import { Trans } from "@lingui/react/macro";
import "./StatusScreen.css";

export function NotFound() {
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="status-actions">
        <Link to="/" className="button-primary">
          <Trans>Go to home</Trans>
        </Link>
      </div>
    </section>
  );
}
