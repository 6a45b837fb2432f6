// Said instead of a library's member list or loan records to a reader who may not see them.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "../../../ui/EmptyState";

export function PrivateList({ list }: { list: "members" | "issues" }) {
  return (
    <EmptyState>
      {list === "members" ? (
        <Trans>Only this library's members can see its members.</Trans>
      ) : (
        <Trans>Loan records are private to the library's staff and each borrower.</Trans>
      )}
    </EmptyState>
  );
}
