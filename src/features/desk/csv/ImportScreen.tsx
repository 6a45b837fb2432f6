// /libraries/{id}/desk/import: a catalogue from a CSV file — pick, map the columns, a dry run that lists
// every bad row before anything is written, then the import in batches with progress. Online only.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { useOnline } from "../../../lib/useOnline";
import { Alert, Button } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { badIndexes } from "./badRowsFile";
import { BadRowsDownload } from "./BadRowsDownload";
import { ColumnMappingTable } from "./ColumnMappingTable";
import { missingRequired } from "./guessMapping";
import { FIELD_LABELS } from "./importFields";
import { ImportProgress } from "./ImportProgress";
import { ImportResult } from "./ImportResult";
import { ProblemList } from "./ProblemList";
import type { RowProblem } from "./importRows";
import { useCatalogueImport } from "./useCatalogueImport";
import "./csv.css";

export function ImportScreen({ libraryId }: { libraryId: number }) {
  return (
    <StaffScreen
      libraryId={libraryId}
      power="books_manage"
      title={<Trans>Import a catalogue</Trans>}
      wide
    >
      {(library) => <CatalogueImport library={library} />}
    </StaffScreen>
  );
}

function CatalogueImport({ library }: { library: LibraryRow }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const run = useCatalogueImport(library.id);
  const { state } = run;
  const offline = !online && (
    <Alert tone="error">
      <Trans>
        Importing a catalogue needs the network, and this device is offline. Connect and try again;
        nothing has been sent.
      </Trans>
    </Alert>
  );

  if (state.step === "pick") {
    return (
      <div className="csv-import">
        {offline}
        <p>
          <Trans>
            Choose a CSV file with one book per row and a header row (title, authors, ISBN, book
            code, shelf…). Nothing is written until every row has been checked.
          </Trans>
        </p>
        <label className="ui-field">
          <span className="ui-field__label">
            <Trans>CSV file</Trans>
          </span>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={!online}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void run.pickFile(file);
            }}
          />
        </label>
        {state.error && <Alert tone="error">{state.error}</Alert>}
      </div>
    );
  }

  if (state.step === "map" || state.step === "checking" || state.step === "checked") {
    const count = state.file.records.length;
    const rows = formatNumber(count);
    const name = state.file.name;
    const missing = missingRequired(state.mapping)
      .map((f) => i18n._(FIELD_LABELS[f]))
      .join(", ");
    return (
      <div className="csv-import">
        {offline}
        <p>
          <Plural
            value={count}
            one={`${name}: ${rows} row. Check which field each column holds.`}
            other={`${name}: ${rows} rows. Check which field each column holds.`}
          />
        </p>
        <ColumnMappingTable
          file={state.file}
          mapping={state.mapping}
          onChange={run.remap}
          disabled={state.step === "checking"}
        />
        {missing && (
          <Alert tone="info">
            <Trans>Choose the columns for: {missing}.</Trans>
          </Alert>
        )}
        {state.step === "map" && state.error && <Alert tone="error">{state.error}</Alert>}
        {state.step === "checking" ? (
          <ImportProgress
            done={state.done}
            total={state.file.records.length}
            label={t`Checking rows`}
          />
        ) : state.step === "checked" ? (
          <CheckResult
            state={state}
            online={online}
            onImport={(leaveOut) => void run.importAll(state.file, leaveOut)}
          />
        ) : null}
        <div className="csv-actions">
          {state.step === "map" && (
            <Button
              disabled={!online || missing !== ""}
              onClick={() => void run.check(state.file, state.mapping)}
            >
              <Trans>Check every row</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={run.reset} disabled={state.step === "checking"}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return <ImportResult state={state} online={online} library={library} run={run} />;
}

interface CheckResultProps {
  state: Extract<ReturnType<typeof useCatalogueImport>["state"], { step: "checked" }>;
  online: boolean;
  /** Imports every row, or every row but those of `leaveOut`. */
  onImport: (leaveOut?: RowProblem[]) => void;
}

function CheckResult({ state, online, onImport }: CheckResultProps) {
  const total = state.file.records.length;
  const bad = badIndexes(state.problems).length;
  const good = total - bad;
  const badRows = formatNumber(bad);
  const goodRows = formatNumber(good);
  const rows = formatNumber(total);
  const copies = formatNumber(state.created);
  if (bad > 0) {
    return (
      <>
        <Alert
          tone="error"
          title={
            <Plural
              value={bad}
              one={`${badRows} row needs fixing. Nothing was imported.`}
              other={`${badRows} rows need fixing. Nothing was imported.`}
            />
          }
        >
          <Trans>
            Fix them in the file and choose it again, change the columns above and check again, or
            import the good rows now and fix the others later.
          </Trans>
        </Alert>
        <ProblemList problems={state.problems} />
        {good > 0 && (
          <div className="csv-actions">
            <Button onClick={() => onImport(state.problems)} disabled={!online}>
              <Trans>
                Import the{" "}
                <Plural value={good} one={`${goodRows} good row`} other={`${goodRows} good rows`} />
                , keep the{" "}
                <Plural value={bad} one={`${badRows} bad one`} other={`${badRows} bad ones`} /> as a
                file to fix
              </Trans>
            </Button>
            <BadRowsDownload file={state.file} problems={state.problems} />
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <Alert tone="success">
        <Trans>
          <Plural value={total} one={`The ${rows} row is`} other={`All ${rows} rows are`} /> ready:{" "}
          <Plural value={state.created} one={`${copies} copy`} other={`${copies} copies`} /> will be
          added.
        </Trans>
      </Alert>
      <Button onClick={() => onImport()} disabled={!online}>
        <Plural value={total} one={`Import ${rows} row`} other={`Import ${rows} rows`} />
      </Button>
    </>
  );
}
