// Beside the Books search: scan a book's ISBN barcode or its code label with the camera to search for it.
// The scanner's code loads only when the button is pressed; without a camera API there is no button.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { onDemand } from "../../../lib/onDemand";
import { Button } from "../../../ui/Button";

const ScanDialog = onDemand(() => import("../../desk/scan/ScanDialog").then((m) => m.ScanDialog));

const hasCamera = () => typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

export function ScanSearchButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!hasCamera()) return null;
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t`Scan a barcode to search`}
        onPointerEnter={() => void ScanDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Trans>Scan</Trans>
      </Button>
      {open && (
        <ScanDialog
          open
          onClose={() => setOpen(false)}
          title={t`Scan a book`}
          onCode={(code) => onCode(code)}
        />
      )}
    </>
  );
}
