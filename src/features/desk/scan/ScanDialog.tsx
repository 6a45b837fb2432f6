// Reads a barcode or QR code with the phone's camera, or takes it typed. Once: the first good read is sent
// and the dialog closes. Continuous (stock-taking): each read waits for Confirm, then the next is read.
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { Trans } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { CameraView } from "./CameraView";
import { ConfirmRead } from "./ConfirmRead";
import { DEFAULT_FORMATS, isGoodRead, repeatGuard } from "./readRules";
import { TypedCode } from "./TypedCode";
import { useCamera } from "./useCamera";
import { useCodeReader } from "./useCodeReader";
import "./scan.css";

export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * A code read (`format` as BarcodeDetector names it: "ean_13", "qr_code", …) or typed (`format` "typed"; a
   * typed ISBN comes as its digits, check digit verified, ISBN-10 or 13 as typed: `toIsbn13` makes it 13).
   */
  onCode: (code: string, format: string) => void;
  /** Stock-taking: confirm each code and go on scanning until Done. */
  continuous?: boolean;
  /** Continuous: a line under the count about the last code (e.g. what the stock-take made of it). */
  note?: ReactNode;
  /** Continuous: a control under that line (e.g. taking the last code out of the count). */
  noteAction?: ReactNode;
  title: string;
  /** BarcodeDetector format names; ISBN barcodes, QR codes and Code 128 labels by default. */
  formats?: string[];
}

export function ScanDialog({ open, onClose, title, continuous = false, ...rest }: ScanDialogProps) {
  const status = useRef<HTMLParagraphElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      className="scan-dialog"
      // The status line, not the text field: a phone's keyboard would cover the camera.
      initialFocus={status}
      footer={
        continuous && (
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        )
      }
    >
      <ScanBody status={status} onClose={onClose} continuous={continuous} {...rest} />
    </Modal>
  );
}

type ScanBodyProps = Omit<ScanDialogProps, "open" | "title"> & {
  status: RefObject<HTMLParagraphElement | null>;
};

function ScanBody({
  status,
  onClose,
  onCode,
  continuous,
  note,
  noteAction,
  formats = DEFAULT_FORMATS,
}: ScanBodyProps) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [guard] = useState(() => repeatGuard());
  const [pending, setPending] = useState<{ code: string; format: string } | null>(null);
  const [taken, setTaken] = useState<{ count: number; last?: string }>({ count: 0 });
  const finished = useRef(false);

  const send = (code: string, format: string) => {
    onCode(code, format);
    if (continuous) setTaken((was) => ({ count: was.count + 1, last: code }));
    else {
      finished.current = true;
      onClose();
    }
  };
  const onRead = (code: string, format: string) => {
    if (finished.current || !isGoodRead(code, format) || !guard.isNew(code)) return false;
    if (continuous) setPending({ code, format });
    else send(code, format);
    return true;
  };
  const next = () => {
    guard.resume();
    setPending(null);
  };
  const reader = useCodeReader(video, formats, camera.status === "on" && !pending, onRead);
  const count = formatNumber(taken.count);
  const last = taken.last;

  return (
    <div className="scan-body">
      <CameraView video={video} status={status} camera={camera} reader={reader} />
      {pending && (
        <ConfirmRead
          code={pending.code}
          format={pending.format}
          onConfirm={() => {
            send(pending.code, pending.format);
            next();
          }}
          onSkip={next}
        />
      )}
      {continuous && taken.count > 0 && (
        <p className="scan-taken">
          <Trans>
            Confirmed: {count} · last <span translate="no">{last}</span>
          </Trans>
        </p>
      )}
      {continuous && note && (
        <p className="scan-note" role="status">
          {note}
        </p>
      )}
      {continuous && note && noteAction}
      <TypedCode onCode={(code) => !finished.current && send(code, "typed")} />
    </div>
  );
}
