// Asking to become a member: the agreement must be ticked or nothing is sent (SPEC §5); the request
// goes through the outbox, so it can be made offline.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { LibraryRow } from "../../db";
import { requestMembership } from "../../sync";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { Modal } from "../../ui/Modal";
import { saveErrorMessage } from "../sync/saveError";

interface MemberRequestModalProps {
  library: LibraryRow;
  open: boolean;
  onClose: () => void;
}

export function MemberRequestModal({ library, open, onClose }: MemberRequestModalProps) {
  const { t, i18n } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = `member-request-${library.id}`;
  const name = library.title;

  const close = () => {
    setAgreed(false);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(t`Tick the box to agree before sending your request.`);
      return;
    }
    setSending(true);
    try {
      await requestMembership(library.id);
      close();
    } catch (e) {
      setError(saveErrorMessage(i18n, e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!sending}
      title={<Trans>Request to be member</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={sending}>
            <Trans>Send request</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <p>
          <Trans>
            The volunteers of {name} will see your name and mobile number and decide on your
            request.
          </Trans>
        </p>
        <Checkbox
          label={t`I agree to follow the library's rules and to return borrowed books on time.`}
          checked={agreed}
          error={error}
          onChange={(e) => {
            setAgreed(e.target.checked);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
