// Ticking members one by one: a search over the device's members (name or code) with checkboxes.
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EntityId, MemberRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { normaliseText } from "../../../sync/search";
import { Button } from "../../../ui";

/** Matches shown at once; a narrower search finds the rest. */
const SHOWN = 50;

interface MemberPickerProps {
  members: MemberRow[];
  picked: EntityId[];
  onChange: (ids: EntityId[]) => void;
}

export function MemberPicker({ members, picked, onChange }: MemberPickerProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState("");
  const matches = useMemo(() => {
    const words = normaliseText(term).split(" ").filter(Boolean);
    if (words.length === 0) return members;
    return members.filter((m) => {
      const hay = normaliseText(`${memberName(m)} ${m.member_code}`);
      return words.every((w) => hay.includes(w));
    });
  }, [members, term]);
  const chosen = new Set(picked);
  const toggle = (id: EntityId) =>
    onChange(chosen.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const count = formatNumber(picked.length);
  return (
    <div className="copy-picker">
      <input
        type="search"
        className="ui-field__control"
        aria-label={t`Find members by name or code`}
        placeholder={t`Find members by name or code`}
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
        {matches.slice(0, SHOWN).map((m) => (
          <li key={m.id}>
            <label>
              <input type="checkbox" checked={chosen.has(m.id)} onChange={() => toggle(m.id)} />{" "}
              <span translate="no">{m.member_code}</span> {memberName(m)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
