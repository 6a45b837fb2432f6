// A copy's state in a list: nothing while on the shelf, "On loan", or "Withdrawn: lost" (with its note).
import { Trans } from "@lingui/react/macro";
import type { BookRow } from "../../../db";
import { WithdrawReasonText } from "./WithdrawReasonText";

export function CopyStatusLabel({ copy }: { copy: Pick<BookRow, "status" | "withdrawn"> }) {
  if (copy.status === "on_loan")
    return (
      <span className="copy-status" data-testid="copy-status">
        <Trans>On loan</Trans>
      </span>
    );
  if (copy.status !== "withdrawn") return null;
  return (
    <span className="copy-status copy-status--withdrawn" data-testid="copy-status">
      <Trans>Withdrawn:</Trans>{" "}
      <WithdrawReasonText reason={copy.withdrawn?.reason ?? "withdrawn"} />
      {copy.withdrawn?.note ? ` — ${copy.withdrawn.note}` : null}
    </span>
  );
}
