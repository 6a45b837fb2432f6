// The one-time-code modal (SPEC §2, §5): 6-digit code, countdown, OK that becomes Try Again on expiry.
import { useState, type FormEvent } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Modal, TextField } from "../../ui";
import { FailureNotice } from "./FailureNotice";
import type { Notice } from "./failures";
import { useCountdown } from "./useCountdown";
import { OTC_LENGTH, toAsciiDigits } from "../../lib/usernames";

/** SPEC §5: required, digits only, at most 6 (Bangla digits count as digits). */
export function isValidCode(code: string): boolean {
  return new RegExp(`^\\d{1,${OTC_LENGTH}}$`).test(toAsciiDigits(code.trim()));
}

export interface CodeModalProps {
  open: boolean;
  /** When the code expires (ms since epoch). */
  deadline: number | null;
  /** The last code was refused. */
  rejected: boolean;
  busy: boolean;
  notice?: Notice;
  /** Where the code went, e.g. the mobile number, shown in the lead text. */
  sentTo?: string;
  onSubmit: (code: string) => void;
  /** After expiry: ask for a new code. */
  onTryAgain: () => void;
  onClose: () => void;
}

export function CodeModal(props: CodeModalProps) {
  // A fresh form (empty code, no message) for each opening.
  return props.open ? <CodeModalOpen key={props.deadline ?? 0} {...props} /> : null;
}

function CodeModalOpen({
  deadline,
  rejected,
  busy,
  notice,
  sentTo,
  onSubmit,
  onTryAgain,
  onClose,
}: CodeModalProps) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const left = useCountdown(deadline);
  const expired = left === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired) {
      setCode("");
      setError(undefined);
      onTryAgain();
      return;
    }
    if (!isValidCode(code)) {
      setError(t`One Time Code is required`);
      return;
    }
    onSubmit(toAsciiDigits(code.trim()));
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size="small"
      title={<Trans>Enter the one-time code</Trans>}
    >
      <form noValidate onSubmit={submit} data-testid="otc-form">
        <p>
          {sentTo ? (
            <Trans>We have sent a 6-digit code to {sentTo}.</Trans>
          ) : (
            <Trans>We have sent you a 6-digit code.</Trans>
          )}
        </p>
        {rejected && !expired && (
          <Alert tone="error">
            <Trans>That code is not correct. Check it and try again.</Trans>
          </Alert>
        )}
        <FailureNotice notice={notice} />
        <TextField
          label={<Trans>One-time code</Trans>}
          value={code}
          onChange={(e) => {
            const digits = e.target.value.replace(/[^\d০-৯]/g, "").slice(0, OTC_LENGTH);
            // A letter typed after the digits leaves the state as it was: React puts the field back to it.
            setCode(digits);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTC_LENGTH}
          disabled={expired}
          error={error}
          data-testid="otc-input"
        />
        <p
          className="otc-countdown"
          aria-live={expired ? "assertive" : "off"}
          data-testid="otc-countdown"
        >
          {expired ? (
            <strong className="otc-expired">
              <Trans>Time expired</Trans>
            </strong>
          ) : left !== null ? (
            <Plural
              value={left}
              one="The code expires in # second."
              other="The code expires in # seconds."
            />
          ) : null}
        </p>
        <Button type="submit" block busy={busy}>
          {expired ? <Trans>Try Again</Trans> : <Trans>OK</Trans>}
        </Button>
      </form>
    </Modal>
  );
}
