// Ticking copies one by one: a search over the device's copies (title, author or code) with checkboxes.
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { normaliseText } from "../../../sync/search";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui";

/** Matches shown at once; a narrower search finds the rest. */
const SHOWN = 50;

interface CopyPickerProps {
  copies: BookRow[];
  picked: EntityId[];
  onChange: (ids: EntityId[]) => void;
}

export function CopyPicker({ copies, picked, onChange }: CopyPickerProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState("");
  const matches = useMemo(() => {
    const words = normaliseText(term).split(" ").filter(Boolean);
    return copies.filter((c) => {
      const hay = c.search ?? normaliseText(`${c.title} ${c.authors.join(" ")} ${c.code}`);
      return words.every((w) => hay.includes(w));
    });
  }, [copies, term]);
  const chosen = new Set(picked);
  const toggle = (id: EntityId) =>
    onChange(chosen.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const count = formatNumber(picked.length);
  return (
    <div className="copy-picker">
      <input
        type="search"
        className="ui-field__control"
        aria-label={t`Find copies by title, author or code`}
        placeholder={t`Find copies by title, author or code`}
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
        {matches.slice(0, SHOWN).map((c) => (
          <li key={c.id}>
            <label>
              <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />{" "}
              <span translate="no">{c.code}</span> {c.title}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
