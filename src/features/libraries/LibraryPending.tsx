// A library screen before its library is there: a spinner while it loads, then "not found" or "not on
// this device yet" (offline, never opened here).
import { Trans } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../../ui/EmptyState";
import type { LibraryState } from "./hooks";

export function LibraryPending({ state }: { state: LibraryState }) {
  if (state.status === "loading" || state.library === undefined) {
    return (
      <div className="library-loading">
        <Spinner />
      </div>
    );
  }
  if (state.status === "not-found") {
    return (
      <EmptyState
        action={
          <Link to="/libraries" className="button-secondary">
            <Trans>Browse libraries</Trans>
          </Link>
        }
      >
        <Trans>No library with this name was found.</Trans>
      </EmptyState>
    );
  }
  return (
    <EmptyState>
      <Trans>
        This library has not been opened on this device yet. Connect to the internet to see it.
      </Trans>
    </EmptyState>
  );
}
