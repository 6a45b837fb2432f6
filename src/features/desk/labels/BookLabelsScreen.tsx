// /libraries/{id}/desk/labels/books: choose copies, see how many labels on how many sheets, look through them
// a sheet at a time and print them a batch of sheets at a time, from the device; printed ones are noted here.
import { useEffect, useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { useLibraryCopies } from "../../../sync/deskLists";
import {
  firstCopiesNotPrinted,
  markLabelsPrinted,
  usePrintedCodes,
} from "../../../sync/printedLabels";
import { Spinner } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { BOOK_LABELS_PER_SHEET, BookLabelSheet } from "./BookLabelSheet";
import { chooseCopies, startOfDay, type CopyChoice } from "./chooseCopies";
import { CopyChooser } from "./CopyChooser";
import { ForgetPrinted } from "./ForgetPrinted";
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
  const early = useEarlySheet(library.id, choice.kind === "unprinted" && (!copies || !printed));
  if (!copies || !printed) {
    if (!early?.length) return <Spinner />;
    return (
      <div className="labels-screen">
        <p className="print-bar__count" aria-live="polite">
          <Trans>Counting the labels…</Trans>
        </p>
        <BookLabelSheet
          copies={early}
          libraryTitle={library.title}
          className="print-sheet--preview"
        />
      </div>
    );
  }
  if (copies.length === 0) {
    return <NoCopiesKept />;
  }
  return (
    <div className="labels-screen">
      <CopyChooser copies={copies} context={context} choice={choice} onChange={setChoice} />
      <ForgetPrinted libraryId={library.id} kind="labels" printed={printed.size} />
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

/**
 * The first sheet of the copies not printed yet, read from the code index while the whole library is read
 * (thousands of rows, most of a phone's wait): undefined until read or when not `wanted`.
 */
function useEarlySheet(libraryId: number, wanted: boolean): BookRow[] | undefined {
  const [rows, setRows] = useState<BookRow[]>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void firstCopiesNotPrinted(libraryId, BOOK_LABELS_PER_SHEET).then((found) => {
      if (live) setRows(found);
    });
    return () => {
      live = false;
    };
  }, [libraryId, wanted]);
  return wanted ? rows : undefined;
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
