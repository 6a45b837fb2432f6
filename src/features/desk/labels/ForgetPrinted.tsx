// "Start over": forgets every label (or card) of the library marked as printed on this device, after a confirm,
// so all of them are "not printed yet" again.
import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { forgetPrinted, type PrintKind } from "../../../sync/printedLabels";
import { Button, ConfirmDialog } from "../../../ui";

interface ForgetPrintedProps {
  libraryId: number;
  kind: PrintKind;
  /** How many of the library's labels (or cards) this device holds as printed. */
  printed: number;
}

export function ForgetPrinted({ libraryId, kind, printed }: ForgetPrintedProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (printed === 0) return null;
  const n = formatNumber(printed);
  const forget = async () => {
    setBusy(true);
    try {
      await forgetPrinted(libraryId, kind);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  const note =
    kind === "labels"
      ? t`This device remembers ${plural(printed, { one: `${n} label`, other: `${n} labels` })} as printed.`
      : t`This device remembers ${plural(printed, { one: `${n} card`, other: `${n} cards` })} as printed.`;
  return (
    <div className="forget-printed">
      <p>
        {note}{" "}
        <Button variant="link" onClick={() => setAsking(true)}>
          <Trans>Forget them all</Trans>
        </Button>
      </p>
      <ConfirmDialog
        open={asking}
        title={
          kind === "labels" ? (
            <Trans>Forget every printed label?</Trans>
          ) : (
            <Trans>Forget every printed card?</Trans>
          )
        }
        confirmLabel={<Trans>Yes, forget them</Trans>}
        cancelLabel={<Trans>No</Trans>}
        danger
        busy={busy}
        onConfirm={() => void forget()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {kind === "labels" ? (
            <Trans>
              All of this library’s labels will count as not printed yet on this device. No book is
              changed.
            </Trans>
          ) : (
            <Trans>
              All of this library’s member cards will count as not printed yet on this device. No
              member is changed.
            </Trans>
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
