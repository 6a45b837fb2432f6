// Book labels on A4 sheets: 3 × 8 labels a sheet, each the copy's QR code, code, title, shelf and box.
import { Trans } from "@lingui/react/macro";
import type { BookRow } from "../../../db";
import { sheets } from "./chooseCopies";
import { QrCode } from "./QrCode";

/** Labels per A4 sheet (3 columns × 8 rows, 63.3 × 34.6 mm each). */
export const BOOK_LABELS_PER_SHEET = 24;

interface BookLabelSheetProps {
  copies: BookRow[];
  libraryTitle: string;
  /** An extra class for the wrapper (the on-screen preview has one). */
  className?: string;
  /** The number (0-based) of the first sheet among all of the chosen copies', kept as data-sheet. */
  firstSheet?: number;
}

export function BookLabelSheet({
  copies,
  libraryTitle,
  className,
  firstSheet = 0,
}: BookLabelSheetProps) {
  return (
    <div className={`print-sheet ${className ?? ""}`.trim()} data-testid="label-sheet">
      {sheets(copies, BOOK_LABELS_PER_SHEET).map((page, i) => (
        <div
          className="label-page label-page--books"
          key={firstSheet + i}
          data-sheet={firstSheet + i + 1}
        >
          {page.map((copy) => (
            <BookLabel key={copy.id} copy={copy} libraryTitle={libraryTitle} />
          ))}
        </div>
      ))}
    </div>
  );
}

function BookLabel({ copy, libraryTitle }: { copy: BookRow; libraryTitle: string }) {
  const shelf = copy.shelf ?? "–";
  const box = copy.box ?? "–";
  return (
    <article className="book-label" data-code={copy.code}>
      <QrCode className="book-label__qr" text={copy.code} />
      <div className="book-label__text">
        <p className="book-label__library">{libraryTitle}</p>
        <p className="book-label__code" translate="no">
          {copy.code}
        </p>
        <p className="book-label__title">{copy.title}</p>
        <p className="book-label__place">
          <span>
            <Trans>Shelf: {shelf}</Trans>
          </span>{" "}
          <span>
            <Trans>Box: {box}</Trans>
          </span>
        </p>
      </div>
    </article>
  );
}
