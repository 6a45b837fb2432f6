// Withdraws a copy: lost, damaged or taken out of the collection, with an optional note. It stays in the history.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawReasonName } from "../../../api/schemas/desk";
import type { BookRow } from "../../../db";
import { withdrawCopy } from "../../../sync/actions/copies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { TextArea } from "../../../ui/TextArea";
import { saveErrorMessage } from "../../sync/saveError";
import { WithdrawReasonText } from "./WithdrawReasonText";

const REASONS: WithdrawReasonName[] = ["lost", "damaged", "withdrawn"];

interface Props {
  copy: BookRow;
  onClose: () => void;
}

export function WithdrawDialog({ copy, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<WithdrawReasonName>("lost");
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const code = copy.code;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await withdrawCopy(copy.libraryId, copy.id, reason, note);
      onClose();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Withdraw {code}</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" type="submit" form="copy-withdraw-form">
            <Trans>Withdraw</Trans>
          </Button>
        </>
      }
    >
      <form id="copy-withdraw-form" className="desk-form" onSubmit={(e) => void save(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <fieldset className="copy-authors">
          <legend>
            <Trans>Why?</Trans>
          </legend>
          {REASONS.map((r) => (
            <label key={r} className="ui-checkbox">
              <input
                type="radio"
                name="withdraw-reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              <span>
                <WithdrawReasonText reason={r} />
              </span>
            </label>
          ))}
        </fieldset>
        <TextArea
          label={t`Note (optional)`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </Modal>
  );
}
