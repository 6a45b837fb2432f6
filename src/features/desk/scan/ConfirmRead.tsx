// Stock-taking: the code just read, to confirm (and go on to the next) or to skip.
import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/Button";

interface ConfirmReadProps {
  code: string;
  format: string;
  onConfirm: () => void;
  onSkip: () => void;
}

export function ConfirmRead({ code, format, onConfirm, onSkip }: ConfirmReadProps) {
  const { t } = useLingui();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), [code]);
  const kind =
    format === "ean_13" ? t`ISBN barcode` : format === "qr_code" ? t`QR code` : t`Barcode`;
  return (
    <div className="scan-confirm" role="group" aria-label={t`Code read`}>
      <p className="scan-confirm__what">{kind}</p>
      <p className="scan-confirm__code" translate="no">
        {code}
      </p>
      <div className="scan-confirm__actions">
        <Button variant="secondary" onClick={onSkip}>
          <Trans>Skip</Trans>
        </Button>
        <Button ref={confirm} onClick={onConfirm}>
          <Trans>Confirm and scan next</Trans>
        </Button>
      </div>
    </div>
  );
}
