// A "Scan" button beside a code box: opens the camera dialog (its code loaded on the first press, or on hover)
// and hands the code read or typed there to `onCode`. Without a camera API there is no button: typing stays.
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { onDemand } from "../../../lib/onDemand";
import { Button } from "../../../ui/Button";

const ScanDialog = onDemand(() => import("./ScanDialog").then((m) => m.ScanDialog));

export const hasCamera = () =>
  typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

interface ScanCodeButtonProps {
  /** The button's accessible name: what is scanned, and for what. */
  label: string;
  /** The dialog's title. */
  title: string;
  /** BarcodeDetector format names; the dialog's defaults (ISBN, QR, Code 128) when left out. */
  formats?: string[];
  /** Opens the dialog at once (a link that asked for the scanner); the button opens it again later. */
  startOpen?: boolean;
  onCode: (code: string, format: string) => void;
}

export function ScanCodeButton({ label, title, formats, startOpen, onCode }: ScanCodeButtonProps) {
  const [open, setOpen] = useState(Boolean(startOpen) && hasCamera());
  if (!hasCamera()) return null;
  return (
    <>
      <Button
        variant="secondary"
        aria-label={label}
        onPointerEnter={() => void ScanDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Trans>Scan</Trans>
      </Button>
      {open && (
        <ScanDialog
          open
          onClose={() => setOpen(false)}
          title={title}
          formats={formats}
          onCode={onCode}
        />
      )}
    </>
  );
}
