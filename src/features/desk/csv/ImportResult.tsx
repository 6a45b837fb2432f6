// The import under way, stopped part way (why, and what was written), or done with the copies on the device;
// each step's heading is scrolled into view and takes the focus, so that a phone and a screen reader follow.
import { useEffect, useRef } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { Link } from "../../../ui/Link";
import { Alert, Button } from "../../../ui";
import { BadRowsDownload } from "./BadRowsDownload";
import { ImportProgress } from "./ImportProgress";
import { ProblemList } from "./ProblemList";
import type { ImportState, useCatalogueImport } from "./useCatalogueImport";

type LaterState = Extract<ImportState, { step: "importing" | "stopped" | "imported" }>;

interface ImportResultProps {
  state: LaterState;
  online: boolean;
  library: LibraryRow;
  run: ReturnType<typeof useCatalogueImport>;
}

export function ImportResult({ state, online, library, run }: ImportResultProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = heading.current;
    // jsdom has no scrollIntoView; browsers do.
    el?.scrollIntoView?.({ block: "start" });
    el?.focus({ preventScroll: true });
  }, [state.step]);
  const { total } = state;
  const copies = formatNumber(state.created);
  const kept = state.left.length > 0 && <BadRowsDownload file={state.file} problems={state.left} />;
  const title = (
    <h2 ref={heading} tabIndex={-1} className="csv-import__heading">
      {state.step === "importing" ? (
        <Trans>Importing…</Trans>
      ) : state.step === "stopped" ? (
        <Trans>The import stopped</Trans>
      ) : (
        <Trans>Import finished</Trans>
      )}
    </h2>
  );
  if (state.step === "importing") {
    return (
      <div className="csv-import">
        {title}
        <ImportProgress done={state.done} total={total} label={t`Importing rows`} />
      </div>
    );
  }
  if (state.step === "stopped") {
    const done = formatNumber(state.done);
    return (
      <div className="csv-import">
        {title}
        <ImportProgress done={state.done} total={total} label={t`Importing rows`} />
        <Alert
          tone="error"
          title={
            <Trans>
              The import stopped after{" "}
              <Plural value={state.done} one={`${done} row`} other={`${done} rows`} /> (
              <Plural
                value={state.created}
                one={`${copies} copy`}
                other={`${copies} copies`}
              />{" "}
              added).
            </Trans>
          }
        >
          {state.message || (
            <Trans>The server refused the next rows; the rows listed below were not added.</Trans>
          )}
        </Alert>
        {state.problems.length > 0 && <ProblemList problems={state.problems} />}
        {kept}
        <div className="csv-actions">
          {state.message && (
            <Button disabled={!online} onClick={() => void run.importAll(state.file)}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={run.reset}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="csv-import">
      {title}
      <ImportProgress done={total} total={total} label={t`Importing rows`} />
      <Alert
        tone="success"
        title={
          <Plural
            value={state.created}
            one={`${copies} copy added to the catalogue.`}
            other={`${copies} copies added to the catalogue.`}
          />
        }
      >
        {state.onDevice === "pulling" ? (
          <Trans>Saving the new copies on this device…</Trans>
        ) : state.onDevice === "done" ? (
          <Trans>The new copies are on this device too.</Trans>
        ) : (
          <Trans>
            The new copies will reach this device the next time the library is opened online.
          </Trans>
        )}
      </Alert>
      {kept}
      <div className="csv-actions">
        <Link to="/libraries/$id" params={{ id: String(library.id) }} search={{ tab: "books" }}>
          <Trans>See the books</Trans>
        </Link>
        <Button variant="secondary" onClick={run.reset}>
          <Trans>Import another file</Trans>
        </Button>
      </div>
    </div>
  );
}
