// Ticking rows one by one for the label and card sheets: a search box over the device's rows, how many are
// ticked (with Clear), and the first matches as checkboxes, each its code and name.
import { useMemo, useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { EntityId } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { normaliseText } from "../../../sync/search";
import { Button } from "../../../ui";

/** Matches shown at once; a narrower search finds the rest. */
const SHOWN = 50;

interface TickListProps<T extends { id: EntityId }> {
  rows: T[];
  picked: EntityId[];
  onChange: (ids: EntityId[]) => void;
  /** The search box's label (and placeholder). */
  findLabel: string;
  /** A row's text to search, normalised (`normaliseText`). */
  searchOf: (row: T) => string;
  code: (row: T) => string;
  name: (row: T) => string;
}

export function TickList<T extends { id: EntityId }>(props: TickListProps<T>) {
  const { rows, picked, onChange, findLabel, searchOf, code, name } = props;
  const [term, setTerm] = useState("");
  const matches = useMemo(() => {
    const words = normaliseText(term).split(" ").filter(Boolean);
    if (words.length === 0) return rows;
    return rows.filter((row) => {
      const hay = searchOf(row);
      return words.every((w) => hay.includes(w));
    });
  }, [rows, term, searchOf]);
  const chosen = new Set(picked);
  const toggle = (id: EntityId) =>
    onChange(chosen.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const count = formatNumber(picked.length);
  return (
    <div className="copy-picker">
      <input
        type="search"
        className="ui-field__control"
        aria-label={findLabel}
        placeholder={findLabel}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <p className="copy-picker__count" aria-live="polite">
        <Trans>{count} picked</Trans>{" "}
        {picked.length > 0 && (
          <Button variant="link" onClick={() => onChange([])}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </p>
      <ul className="copy-picker__list">
        {matches.slice(0, SHOWN).map((row) => (
          <li key={row.id}>
            <label>
              <input type="checkbox" checked={chosen.has(row.id)} onChange={() => toggle(row.id)} />{" "}
              <span translate="no">{code(row)}</span> {name(row)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
