// A screen's error boundary: a friendly message and a retry, while the rest of the app keeps working.
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import "./StatusScreen.css";
import { useOnline } from "../../lib/useOnline";

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = !useOnline();
  if (import.meta.env.DEV) console.error(error);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <section className="status-screen" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <Trans>Something went wrong on this page</Trans>
      </h1>
      <p>
        {offline ? (
          <Trans>
            You seem to be offline. Anything you saved is kept on this device; try again when you
            are back online.
          </Trans>
        ) : (
          <Trans>Sorry, this page could not be shown. Please try again.</Trans>
        )}
      </p>
      <div className="status-actions">
        <button type="button" className="button-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
        <a href="/" className="button-secondary">
          <Trans>Go to home</Trans>
        </a>
      </div>
    </section>
  );
}
