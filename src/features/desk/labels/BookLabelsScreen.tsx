// /libraries/{id}/desk/labels/books: choose copies and print their labels on A4, from the device.
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { LibraryRow } from "../../../db";
import { useLibraryCopies } from "../../../sync/deskLists";
import { Spinner } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { BOOK_LABELS_PER_SHEET, BookLabelSheet } from "./BookLabelSheet";
import { chooseCopies, type CopyChoice } from "./chooseCopies";
import { CopyChooser } from "./CopyChooser";
import { PrintBar } from "./PrintBar";
import "./labels.css";
import { NoCopiesKept } from "../books/NoCopiesKept";

interface BookLabelsScreenProps {
  libraryId: number;
  /** The copies to start with (e.g. ticked in the catalogue and sent here). */
  initial?: CopyChoice;
}

export function BookLabelsScreen({ libraryId, initial }: BookLabelsScreenProps) {
  return (
    <StaffScreen libraryId={libraryId} power="books_manage" title={<Trans>Book labels</Trans>} wide>
      {(library) => <BookLabels library={library} initial={initial ?? { kind: "all" }} />}
    </StaffScreen>
  );
}

function BookLabels({ library, initial }: { library: LibraryRow; initial: CopyChoice }) {
  const copies = useLibraryCopies(library.id);
  const [choice, setChoice] = useState<CopyChoice>(initial);
  if (!copies) return <Spinner />;
  if (copies.length === 0) {
    return <NoCopiesKept />;
  }
  const chosen = chooseCopies(copies, choice);
  return (
    <div className="labels-screen">
      <CopyChooser copies={copies} choice={choice} onChange={setChoice} />
      <PrintBar count={chosen.length} perSheet={BOOK_LABELS_PER_SHEET} />
      <BookLabelSheet copies={chosen} libraryTitle={library.title} />
    </div>
  );
}
