// Finds a member by code, name or mobile on the device and picks one.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { useDeskMembers } from "../../../sync/deskReads";
import { TextField } from "../../../ui/TextField";

interface MemberPickerProps {
  libraryId: number;
  value: MemberRow | null;
  onChange: (member: MemberRow | null) => void;
  error?: string | null;
}

export function MemberPicker({ libraryId, value, onChange, error }: MemberPickerProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState("");
  const found = useDeskMembers(libraryId, term) ?? [];
  const choices = term.trim() ? found.filter((m) => m.active !== false).slice(0, 6) : [];
  if (value) {
    return (
      <div className="desk-picked" data-testid="picked-member">
        <span>
          {memberName(value)} <code>{value.member_code}</code>
        </span>
        <button type="button" className="button-link" onClick={() => onChange(null)}>
          <Trans>Change member</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="desk-picker">
      <TextField
        label={t`Member`}
        hint={t`Member code, name or mobile`}
        value={term}
        error={error}
        autoComplete="off"
        onChange={(e) => setTerm(e.target.value)}
      />
      {choices.length > 0 && (
        <ul className="desk-choices" aria-label={t`Matching members`}>
          {choices.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={() => onChange(m)}>
                {memberName(m)} <code>{m.member_code}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
      {term.trim() && choices.length === 0 && (
        <p className="desk-note">
          <Trans>No member matches “{term}”.</Trans>
        </p>
      )}
    </div>
  );
}
