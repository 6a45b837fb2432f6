// A copy's place in the collection on its edit page: withdraw it (not while on loan) or restore it, and a
// withdrawal the server refused because the copy is on loan, with a way to drop it.
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { BookRow } from "../../../db";
import { discardMutation, useOutbox } from "../../../sync";
import { restoreCopy } from "../../../sync/actions/copies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { CopyStatusLabel } from "./CopyStatusLabel";
import { WithdrawDialog } from "./WithdrawDialog";

export function CopyStatusPanel({ copy }: { copy: BookRow }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const refused = useOutbox().find(
    (r) =>
      r.kind === "copy.withdraw" &&
      r.state === "failed" &&
      r.error?.reason === "book_on_loan" &&
      r.payload.id === copy.id,
  );
  const holder = refused?.error?.holder;
  const name = holder?.name ?? "";
  const memberCode = holder?.member_code ?? "";
  return (
    <section className="copy-status-panel">
      <CopyStatusLabel copy={copy} />
      {refused && (
        <Alert tone="error" title={<Trans>Not withdrawn: this copy is on loan</Trans>}>
          <p>
            {holder ? (
              <Trans>
                {name} ({memberCode}) has it. Take it back first, then withdraw it.
              </Trans>
            ) : (
              <Trans>Take it back first, then withdraw it.</Trans>
            )}
          </p>
          <Button variant="secondary" onClick={() => void discardMutation(refused.id)}>
            <Trans>Drop the withdrawal</Trans>
          </Button>
        </Alert>
      )}
      {copy.status === "withdrawn" ? (
        <Button variant="secondary" onClick={() => void restoreCopy(copy.libraryId, copy.id)}>
          <Trans>Restore to the collection</Trans>
        </Button>
      ) : copy.status === "on_loan" ? (
        <p className="desk-note">
          <Trans>A copy on loan cannot be withdrawn: take it back first.</Trans>
        </p>
      ) : (
        <Button variant="danger" onClick={() => setWithdrawing(true)}>
          <Trans>Withdraw…</Trans>
        </Button>
      )}
      {withdrawing && <WithdrawDialog copy={copy} onClose={() => setWithdrawing(false)} />}
    </section>
  );
}
