// Thousands of labels or cards without drawing them all: the count first, one sheet on screen at a time, and
// printing a batch of sheets (drawn only for that print), then "Mark these as printed", taken back if the print
// failed after all.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { Button, SelectField } from "../../../ui";
import {
  batchItems,
  clampIndex,
  sheetBatches,
  sheetCount,
  sheetItems,
  type SheetBatch,
} from "./labelPaging";

interface SheetPagerProps<T> {
  items: T[];
  perSheet: number;
  /** "1,234 labels on 52 A4 sheets", said before anything is drawn. */
  count: ReactNode;
  /** The A4 pages of `items`, the first being sheet `firstSheet` (0-based), in a wrapper of `className`. */
  renderSheets: (items: T[], className: string, firstSheet: number) => ReactNode;
  /**
   * Notes a printed batch's items; offered as "Mark these as printed" after printing. What it answers takes the
   * marks back, offered afterwards for a print that failed.
   */
  onPrinted?: (items: T[]) => Promise<(() => Promise<void>) | void>;
}

export function SheetPager<T>({
  items,
  perSheet,
  count,
  renderSheets,
  onPrinted,
}: SheetPagerProps<T>) {
  const { t } = useLingui();
  const total = sheetCount(items.length, perSheet);
  const batches = sheetBatches(total);
  const [shown, setShown] = useState(0);
  const [batchAt, setBatchAt] = useState(0);
  const [printing, setPrinting] = useState<{ batch: SheetBatch; sent: boolean } | null>(null);
  const [marking, setMarking] = useState(false);
  /** The batch last marked printed, and how to take that back. */
  const [marked, setMarked] = useState<{ batch: SheetBatch; undo: () => Promise<void> } | null>(
    null,
  );
  const [undoing, setUndoing] = useState(false);
  const printRef = useRef<HTMLDivElement>(null);
  const sheet = clampIndex(shown, total);
  const batch = batches[clampIndex(batchAt, batches.length)];

  useEffect(() => {
    if (!printing || printing.sent) return;
    let live = true;
    // The QR codes are images: print once they are decoded, or a fast printer gets blank squares.
    const images = [...(printRef.current?.querySelectorAll("img") ?? [])];
    const decoded = images.map((img) => img.decode?.().catch(() => undefined));
    void Promise.all(decoded).then(() => {
      if (!live) return;
      window.print();
      setPrinting({ batch: printing.batch, sent: true });
    });
    return () => {
      live = false;
    };
  }, [printing]);

  const n = (i: number) => formatNumber(i + 1);
  const of = formatNumber(total);
  const span = (b: SheetBatch) => {
    const from = n(b.first);
    const to = n(b.last);
    return b.first === b.last ? t`Sheet ${from}` : t`Sheets ${from}–${to}`;
  };
  const from = batch ? n(batch.first) : "";
  const to = batch ? n(batch.last) : "";
  const at = n(sheet);
  const sent = printing ? span(printing.batch) : "";
  const done = marked ? span(marked.batch) : "";

  const finish = async (mark: boolean) => {
    if (mark && printing && onPrinted) {
      setMarking(true);
      try {
        const undo = await onPrinted(batchItems(items, perSheet, printing.batch));
        if (undo) setMarked({ batch: printing.batch, undo });
      } finally {
        setMarking(false);
      }
    }
    setPrinting(null);
  };

  const takeBack = async () => {
    if (!marked) return;
    setUndoing(true);
    try {
      await marked.undo();
      setMarked(null);
    } finally {
      setUndoing(false);
    }
  };

  return (
    <>
      <div className="print-bar">
        <p className="print-bar__count" aria-live="polite">
          {count}
        </p>
        {batch && batches.length > 1 && (
          <SelectField
            label={t`Sheets to print`}
            value={String(batchAt)}
            onChange={(e) => {
              const picked = Number(e.target.value);
              setBatchAt(picked);
              setShown(batches[picked]!.first);
            }}
            options={batches.map((b, i) => ({ value: String(i), label: span(b) }))}
          />
        )}
        {batch && (
          <Button
            onClick={() => {
              setMarked(null);
              setPrinting({ batch, sent: false });
            }}
            disabled={printing !== null}
            busy={printing !== null && !printing.sent}
          >
            {batch.first === batch.last ? (
              <Trans>
                Print sheet {from} of {of}
              </Trans>
            ) : (
              <Trans>
                Print sheets {from}–{to} of {of}
              </Trans>
            )}
          </Button>
        )}
      </div>
      {printing?.sent && (
        <div className="print-bar print-bar__after" role="status">
          <p>
            <Trans>{sent} went to the printer.</Trans>
          </p>
          {onPrinted && (
            <Button onClick={() => void finish(true)} busy={marking}>
              <Trans>Mark these as printed</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={() => void finish(false)} disabled={marking}>
            {onPrinted ? <Trans>Not printed</Trans> : <Trans>Done</Trans>}
          </Button>
        </div>
      )}
      {marked && !printing && (
        <div className="print-bar print-bar__after" role="status">
          <p>
            <Trans>Marked as printed: {done}.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void takeBack()} busy={undoing}>
            <Trans>Print failed? Keep them as not printed</Trans>
          </Button>
        </div>
      )}
      {total > 1 && (
        <nav className="sheet-nav" aria-label={t`Sheets`}>
          <Button variant="secondary" onClick={() => setShown(sheet - 1)} disabled={sheet === 0}>
            <Trans>Previous sheet</Trans>
          </Button>
          <span className="sheet-nav__at" aria-live="polite">
            <Trans>
              Sheet {at} of {of}
            </Trans>
          </span>
          <Button
            variant="secondary"
            onClick={() => setShown(sheet + 1)}
            disabled={sheet >= total - 1}
          >
            <Trans>Next sheet</Trans>
          </Button>
        </nav>
      )}
      {total > 0 && renderSheets(sheetItems(items, perSheet, sheet), "print-sheet--preview", sheet)}
      {printing && (
        <div ref={printRef} className="print-batch" data-testid="print-batch">
          {renderSheets(batchItems(items, perSheet, printing.batch), "", printing.batch.first)}
        </div>
      )}
    </>
  );
}
