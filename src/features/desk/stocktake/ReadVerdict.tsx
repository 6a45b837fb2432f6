// One clear word for what a code read is to the stock-take: counted, not this library's, on loan, withdrawn
// or on another shelf.
import { Trans } from "@lingui/react/macro";
import type { Verdict } from "./tally";

export function ReadVerdict({ verdict }: { verdict: Verdict }) {
  const shelf = verdict.copy?.shelf ?? "–";
  return (
    <span className={`stocktake-verdict stocktake-verdict--${verdict.why}`}>
      {verdict.why === "counted" && <Trans>Counted</Trans>}
      {verdict.why === "unknown" && <Trans>Not this library’s book</Trans>}
      {verdict.why === "on_loan" && <Trans>On loan</Trans>}
      {verdict.why === "withdrawn" && <Trans>Withdrawn</Trans>}
      {verdict.why === "other_shelf" && <Trans>From another shelf: {shelf}</Trans>}
    </span>
  );
}

/** The scanner's line about the last code: the code, its title when known, and the word. */
export function LastRead({ verdict }: { verdict: Verdict }) {
  const code = verdict.copy?.code ?? verdict.code;
  return (
    <>
      <span translate="no">{code}</span>
      {verdict.copy && <> · {verdict.copy.title}</>} · <ReadVerdict verdict={verdict} />
    </>
  );
}
