// What a desk screen shows a reader without the power it needs.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "../../../ui/EmptyState";

export function NoDeskAccess() {
  return (
    <EmptyState>
      <Trans>This part of the desk is for the library's staff with the right role.</Trans>
    </EmptyState>
  );
}
