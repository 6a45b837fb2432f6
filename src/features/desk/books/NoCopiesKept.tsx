// What a desk screen that works from the device's copies says when the device holds none of the library's yet.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "../../../ui/EmptyState";

export function NoCopiesKept() {
  return (
    <EmptyState>
      <Trans>
        This device holds none of the library’s books yet. Open the library online once to save
        them.
      </Trans>
    </EmptyState>
  );
}
