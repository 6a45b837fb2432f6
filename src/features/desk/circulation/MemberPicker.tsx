// Finds a member by code, name or mobile on the device and picks one; scanning a member card picks its member.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { memberByCode, useDeskMembers } from "../../../sync/deskReads";
import { normaliseText } from "../../../sync/search";
import { CodeField } from "./CodeField";

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
  // Names holding the words as typed come before those found only by their sound in the other script.
  const typed = normaliseText(term);
  const asTyped = (m: MemberRow) =>
    normaliseText(`${memberName(m)} ${m.member_code}`).includes(typed) ? 0 : 1;
  const choices = typed
    ? found
        .filter((m) => m.active !== false)
        .sort((a, b) => asTyped(a) - asTyped(b))
        .slice(0, 6)
    : [];
  // A card's QR holds the member code: an active member with it is picked; otherwise it stays as a search.
  const pickScanned = async (code: string) => {
    const member = await memberByCode(libraryId, code);
    if (member && member.active !== false) onChange(member);
  };
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
      <CodeField
        label={t`Member`}
        hint={t`Member code, name or mobile`}
        value={term}
        error={error}
        scanLabel={t`Scan the member's card`}
        scanTitle={t`Scan the member's card`}
        autoCapitalize="off"
        onChange={setTerm}
        onScanned={(code) => void pickScanned(code)}
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
