// The stock-take's lists: the copies expected on the shelves but not seen yet (each with its desk page), the
// codes read that were not expected there (each with the reason), and the copies seen (folded away); each
// code read has a button to take it out of the count.
import { useState, type ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui/Button";
import { Link } from "../../../ui/Link";
import { ReadVerdict } from "./ReadVerdict";
import type { UnexpectedRead } from "./tally";

/** Rows drawn at first; "Show all" draws the rest (a whole library is thousands). */
const SHOWN = 200;

function CopyLink({ libraryId, copy }: { libraryId: number; copy: BookRow }) {
  const { t } = useLingui();
  const code = copy.code;
  return (
    <Link
      to="/libraries/$id/desk/books/$copyId"
      params={{ id: String(libraryId), copyId: String(copy.id) }}
      className="ui-button ui-button--secondary"
      aria-label={t`Open ${code}`}
    >
      <Trans>Open</Trans>
    </Link>
  );
}

/** Takes a code out of the count: read by mistake, or the book has been taken off the shelf since. */
export function ForgetButton({
  code,
  onForget,
}: {
  code: string;
  onForget: (code: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Button variant="secondary" onClick={() => onForget(code)} aria-label={t`Forget ${code}`}>
      <Trans>Forget</Trans>
    </Button>
  );
}

/** The first SHOWN of `rows`, and a button that draws the rest. */
function useFirstRows<T>(rows: T[]): { shown: T[]; showAll: ReactNode } {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN);
  const total = formatNumber(rows.length);
  const showAll = shown.length < rows.length && (
    <Button variant="secondary" onClick={() => setAll(true)}>
      <Trans>Show all {total}</Trans>
    </Button>
  );
  return { shown, showAll };
}

/** A list's heading with its number of copies. */
function CopiesHeading({
  id,
  count,
  children,
}: {
  id?: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <h2 id={id}>
      {children}{" "}
      <span className="desk-note">
        (<Plural value={count} one="# copy" other="# copies" />)
      </span>
    </h2>
  );
}

export function MissingList({ libraryId, missing }: { libraryId: number; missing: BookRow[] }) {
  const { t } = useLingui();
  const { shown, showAll } = useFirstRows(missing);
  return (
    <section className="stocktake-section" aria-labelledby="stocktake-missing">
      <CopiesHeading id="stocktake-missing" count={missing.length}>
        <Trans>Not seen yet</Trans>
      </CopiesHeading>
      {missing.length === 0 ? (
        <p className="desk-note">
          <Trans>Every copy expected here has been seen.</Trans>
        </p>
      ) : (
        <ul className="desk-list" aria-label={t`Copies not seen yet`}>
          {shown.map((copy) => {
            const shelf = copy.shelf ?? "–";
            const box = copy.box ?? "–";
            return (
              <li key={copy.id} data-testid="stocktake-missing" data-code={copy.code}>
                <div className="desk-list__text">
                  <p>
                    <strong>{copy.title}</strong> <code>{copy.code}</code>
                  </p>
                  <p className="desk-note">
                    <Trans>
                      Shelf: {shelf} · Box: {box}
                    </Trans>
                  </p>
                </div>
                <CopyLink libraryId={libraryId} copy={copy} />
              </li>
            );
          })}
        </ul>
      )}
      {showAll}
    </section>
  );
}

/** The copies counted so far, newest first, folded away until opened: for finding one read by mistake. */
export function SeenList({
  seen,
  onForget,
}: {
  seen: BookRow[];
  onForget: (code: string) => void;
}) {
  const { t } = useLingui();
  const { shown, showAll } = useFirstRows(seen);
  if (seen.length === 0) return null;
  return (
    <details className="stocktake-section stocktake-seen">
      <summary>
        <CopiesHeading count={seen.length}>
          <Trans>Seen</Trans>
        </CopiesHeading>
      </summary>
      <ul className="desk-list" aria-label={t`Copies seen`}>
        {shown.map((copy) => (
          <li key={copy.id} data-testid="stocktake-seen" data-code={copy.code}>
            <div className="desk-list__text">
              <p>
                <strong>{copy.title}</strong> <code translate="no">{copy.code}</code>
              </p>
            </div>
            <ForgetButton code={copy.code} onForget={onForget} />
          </li>
        ))}
      </ul>
      {showAll}
    </details>
  );
}

export function UnexpectedList({
  libraryId,
  reads,
  onForget,
}: {
  libraryId: number;
  reads: UnexpectedRead[];
  onForget: (code: string) => void;
}) {
  const { t } = useLingui();
  if (reads.length === 0) return null;
  return (
    <section className="stocktake-section" aria-labelledby="stocktake-unexpected">
      <h2 id="stocktake-unexpected">
        <Trans>Read but not expected here</Trans>{" "}
        <span className="desk-note">
          (<Plural value={reads.length} one="# code" other="# codes" />)
        </span>
      </h2>
      <ul className="desk-list" aria-label={t`Codes not expected here`}>
        {reads.map((read) => (
          <li key={read.code} data-testid="stocktake-unexpected" data-code={read.code}>
            <div className="desk-list__text">
              <p>
                {read.copy && <strong>{read.copy.title}</strong>}{" "}
                <code translate="no">{read.code}</code>
              </p>
              <p>
                <ReadVerdict verdict={read} />
              </p>
            </div>
            {read.copy && <CopyLink libraryId={libraryId} copy={read.copy} />}
            <ForgetButton code={read.code} onForget={onForget} />
          </li>
        ))}
      </ul>
    </section>
  );
}
