// /libraries/{id}/desk/stocktake: counting the shelves with the scanner (continuous: scan, confirm, next),
// from the device's copies and loans, offline too; the count is kept on the device until "Start over", and a
// code read by mistake can be taken out of it.
import { useMemo, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { EntityId, LibraryRow } from "../../../db";
import { formatDate, formatNumber } from "../../../i18n/format";
import { onDemand } from "../../../lib/onDemand";
import { useLibraryCopies } from "../../../sync/deskLists";
import { useOpenLoans } from "../../../sync/deskReads";
import {
  chooseStocktakeShelf,
  clearStocktake,
  forgetStocktakeRead,
  recordStocktakeRead,
  useStocktake,
} from "../../../sync/deskStocktake";
import { Alert, Button, ConfirmDialog, SelectField, Spinner } from "../../../ui";
import { shelvesOf } from "../labels/chooseCopies";
import { StaffScreen } from "../StaffScreen";
import { LastRead } from "./ReadVerdict";
import { ForgetButton, MissingList, SeenList, UnexpectedList } from "./StocktakeLists";
import { codeReader, tallyStocktake } from "./tally";
import "../circulation/circulation.css";
import "./stocktake.css";
import { NoCopiesKept } from "../books/NoCopiesKept";

const ScanDialog = onDemand(() => import("../scan/ScanDialog").then((m) => m.ScanDialog));

/** The shelf select's value for "every shelf" (a shelf's own value starts with "shelf:"). */
const ALL = "all";

export function StocktakeScreen({ libraryId }: { libraryId: number }) {
  return (
    <StaffScreen libraryId={libraryId} power="books_manage" title={<Trans>Stock-taking</Trans>}>
      {(library) => <Stocktaking library={library} />}
    </StaffScreen>
  );
}

function Stocktaking({ library }: { library: LibraryRow }) {
  const { t } = useLingui();
  const libraryId = library.id;
  const copies = useLibraryCopies(libraryId);
  const loans = useOpenLoans(libraryId);
  const take = useStocktake(libraryId);
  const [scanning, setScanning] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const onLoan = useMemo(
    () => new Set<EntityId>((loans ?? []).flatMap((l) => [l.copyId, l.library_book.id])),
    [loans],
  );
  const shelf = take?.shelf ?? null;
  const reader = useMemo(() => codeReader(copies ?? [], onLoan, shelf), [copies, onLoan, shelf]);
  const tally = useMemo(
    () => tallyStocktake(copies ?? [], onLoan, { shelf, reads: take?.reads ?? [] }),
    [copies, onLoan, shelf, take],
  );
  if (!copies || !loans || take === undefined) return <Spinner />;
  if (copies.length === 0) {
    return <NoCopiesKept />;
  }

  const keep = (write: Promise<void>) =>
    write.then(
      () => setUnsaved(false),
      () => setUnsaved(true),
    );
  const onCode = (code: string) => {
    setLast(code);
    void keep(recordStocktakeRead(libraryId, code));
  };
  const onForget = (code: string) => {
    // The scanner's line about its last code would speak of a count that has changed since.
    setLast(null);
    void keep(forgetStocktakeRead(libraryId, code));
  };
  // The newest code of the count, with its word and a way to take it out: forgetting it shows the one before.
  const lastRead = take?.reads.at(-1);
  const shelves = shelvesOf(copies);
  // The shelf counted stays offered even when its last copy has moved away meanwhile.
  if (shelf !== null && !shelves.includes(shelf)) shelves.push(shelf);
  const seen = formatNumber(tally.seen.length);
  const started = take
    ? formatDate(take.startedAt, { dateStyle: "medium", timeStyle: "short" })
    : null;

  return (
    <div className="stocktake">
      <div className="stocktake__controls">
        <SelectField
          label={t`Shelves to count`}
          value={shelf === null ? ALL : `shelf:${shelf}`}
          onChange={(e) => {
            const value = e.target.value;
            void keep(chooseStocktakeShelf(libraryId, value === ALL ? null : value.slice(6)));
          }}
          options={[
            { value: ALL, label: t`All shelves` },
            ...shelves.map((s) => ({ value: `shelf:${s}`, label: s || t`No shelf` })),
          ]}
        />
        <Button onClick={() => setScanning(true)} onPointerEnter={() => void ScanDialog.preload()}>
          <Trans>Scan books</Trans>
        </Button>
        {take && (
          <Button variant="secondary" onClick={() => setConfirmClear(true)}>
            <Trans>Start over</Trans>
          </Button>
        )}
      </div>
      {started && (
        <p className="desk-note" data-testid="stocktake-started">
          <Trans>Started {started}. Kept on this device until you start over.</Trans>
        </p>
      )}
      {unsaved && (
        <Alert tone="error">
          <Trans>This device could not keep the last code: its storage may be full.</Trans>
        </Alert>
      )}
      <div className="stocktake__progress">
        <p role="status" data-testid="stocktake-progress">
          <Plural
            value={tally.expected.length}
            one={`Seen ${seen} of # copy`}
            other={`Seen ${seen} of # copies`}
          />
        </p>
        <progress
          max={Math.max(tally.expected.length, 1)}
          value={tally.seen.length}
          aria-hidden="true"
        />
      </div>
      {lastRead && (
        <div className="stocktake__last" data-testid="stocktake-last">
          <p>
            <Trans>Last code read:</Trans> <LastRead verdict={reader.verdict(lastRead.code)} />
          </p>
          <ForgetButton code={lastRead.code} onForget={onForget} />
        </div>
      )}
      <p className="desk-note">
        <Trans>Copies on loan or withdrawn are not expected on the shelves.</Trans>
      </p>
      <UnexpectedList libraryId={libraryId} reads={tally.unexpected} onForget={onForget} />
      <MissingList libraryId={libraryId} missing={tally.missing} />
      <SeenList seen={tally.seen} onForget={onForget} />
      {scanning && (
        <ScanDialog
          open
          continuous
          title={t`Scan the books on the shelf`}
          onClose={() => setScanning(false)}
          onCode={onCode}
          note={last && <LastRead verdict={reader.verdict(last)} />}
          noteAction={last && <ForgetButton code={reader.verdict(last).code} onForget={onForget} />}
        />
      )}
      <ConfirmDialog
        open={confirmClear}
        title={<Trans>Start the count over?</Trans>}
        confirmLabel={<Trans>Start over</Trans>}
        danger
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          setLast(null);
          void keep(clearStocktake(libraryId));
        }}
      >
        <p>
          <Trans>Every code read in this count is forgotten on this device.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
