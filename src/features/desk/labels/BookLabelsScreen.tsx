// /libraries/{id}/desk/labels/books: choose copies, see how many labels on how many sheets, look through them
// a sheet at a time and print them a batch of sheets at a time, from the device; printed ones are noted here.
import { useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { useLibraryCopies } from "../../../sync/deskLists";
import { markLabelsPrinted, usePrintedCodes } from "../../../sync/printedLabels";
import { Spinner } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { BOOK_LABELS_PER_SHEET, BookLabelSheet } from "./BookLabelSheet";
import { chooseCopies, startOfDay, type CopyChoice } from "./chooseCopies";
import { CopyChooser } from "./CopyChooser";
import { sheetCount } from "./labelPaging";
import { SheetPager } from "./SheetPager";
import "./labels.css";
import { NoCopiesKept } from "../books/NoCopiesKept";

interface BookLabelsScreenProps {
  libraryId: number;
  /** The copies to start with (e.g. ticked in the catalogue and sent here); else those not printed yet. */
  initial?: CopyChoice;
}

export function BookLabelsScreen({ libraryId, initial }: BookLabelsScreenProps) {
  return (
    <StaffScreen libraryId={libraryId} power="books_manage" title={<Trans>Book labels</Trans>} wide>
      {(library) => <BookLabels library={library} initial={initial ?? { kind: "unprinted" }} />}
    </StaffScreen>
  );
}

function BookLabels({ library, initial }: { library: LibraryRow; initial: CopyChoice }) {
  const copies = useLibraryCopies(library.id);
  const printed = usePrintedCodes(library.id);
  const [choice, setChoice] = useState<CopyChoice>(initial);
  const [todayStart] = useState(() => startOfDay());
  const context = useMemo(
    () => ({ printed: printed ?? new Set<string>(), todayStart }),
    [printed, todayStart],
  );
  const chosen = useMemo(
    () => (copies ? chooseCopies(copies, choice, context) : []),
    [copies, choice, context],
  );
  if (!copies || !printed) return <Spinner />;
  if (copies.length === 0) {
    return <NoCopiesKept />;
  }
  return (
    <div className="labels-screen">
      <CopyChooser copies={copies} context={context} choice={choice} onChange={setChoice} />
      <SheetPager
        // A new choice starts again at its first sheet.
        key={JSON.stringify(choice)}
        items={chosen}
        perSheet={BOOK_LABELS_PER_SHEET}
        count={<LabelCount count={chosen.length} />}
        renderSheets={(page, className, firstSheet) => (
          <BookLabelSheet
            copies={page}
            libraryTitle={library.title}
            className={className}
            firstSheet={firstSheet}
          />
        )}
        onPrinted={(done: BookRow[]) =>
          markLabelsPrinted(
            library.id,
            done.map((c) => c.code),
          )
        }
      />
    </div>
  );
}

/** "1,234 labels on 52 A4 sheets", in the language's digits and plurals. */
export function LabelCount({ count }: { count: number }) {
  const { t } = useLingui();
  const sheets = sheetCount(count, BOOK_LABELS_PER_SHEET);
  const labels = formatNumber(count);
  const pages = formatNumber(sheets);
  if (count === 0) return <Trans>No labels to print.</Trans>;
  return t`${plural(count, { one: `${labels} label`, other: `${labels} labels` })} on ${plural(sheets, { one: `${pages} A4 sheet`, other: `${pages} A4 sheets` })}`;
}
