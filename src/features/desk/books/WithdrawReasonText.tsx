// The reader's words for why a copy was withdrawn.
import { Trans } from "@lingui/react/macro";
import type { WithdrawReasonName } from "../../../api/schemas/desk";

export function WithdrawReasonText({ reason }: { reason: WithdrawReasonName }) {
  if (reason === "lost") return <Trans>lost</Trans>;
  if (reason === "damaged") return <Trans>damaged</Trans>;
  return <Trans>taken out of the collection</Trans>;
}
