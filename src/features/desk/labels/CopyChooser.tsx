// The choice of copies for a sheet of labels: all, one shelf, a range of codes or those ticked in a list.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { SelectField, TextField } from "../../../ui";
import { shelvesOf, type CopyChoice } from "./chooseCopies";
import { CopyPicker } from "./CopyPicker";

interface CopyChooserProps {
  copies: BookRow[];
  choice: CopyChoice;
  onChange: (next: CopyChoice) => void;
}

export function CopyChooser({ copies, choice, onChange }: CopyChooserProps) {
  const { t } = useLingui();
  // What each kind last held, so switching back and forth keeps what was typed or ticked.
  const [kept, setKept] = useState(() => ({
    shelf: choice.kind === "shelf" ? choice.shelf : (shelvesOf(copies)[0] ?? ""),
    from: choice.kind === "range" ? choice.from : "",
    to: choice.kind === "range" ? choice.to : "",
    ids: choice.kind === "selected" ? choice.ids : ([] as EntityId[]),
  }));
  const pick = (kind: CopyChoice["kind"], next = kept) => {
    setKept(next);
    if (kind === "all") onChange({ kind });
    else if (kind === "shelf") onChange({ kind, shelf: next.shelf });
    else if (kind === "range") onChange({ kind, from: next.from, to: next.to });
    else onChange({ kind, ids: next.ids });
  };
  const total = formatNumber(copies.length);
  const kinds: { kind: CopyChoice["kind"]; label: string }[] = [
    { kind: "all", label: t`All copies (${total})` },
    { kind: "shelf", label: t`One shelf` },
    { kind: "range", label: t`A range of book codes` },
    { kind: "selected", label: t`Copies I pick` },
  ];
  return (
    <fieldset className="copy-chooser">
      <legend>
        <Trans>Which copies?</Trans>
      </legend>
      <div className="copy-chooser__kinds">
        {kinds.map(({ kind, label }) => (
          <label key={kind} className="copy-chooser__kind">
            <input
              type="radio"
              name="copy-choice"
              value={kind}
              checked={choice.kind === kind}
              onChange={() => pick(kind)}
            />{" "}
            {label}
          </label>
        ))}
      </div>
      {choice.kind === "shelf" && (
        <SelectField
          label={t`Shelf`}
          value={kept.shelf}
          onChange={(e) => pick("shelf", { ...kept, shelf: e.target.value })}
          options={shelvesOf(copies).map((s) => ({ value: s, label: s || t`No shelf` }))}
        />
      )}
      {choice.kind === "range" && (
        <div className="copy-chooser__range">
          <TextField
            label={t`From code`}
            value={kept.from}
            placeholder={copies[0]?.code}
            autoCapitalize="characters"
            onChange={(e) => pick("range", { ...kept, from: e.target.value })}
          />
          <TextField
            label={t`To code`}
            value={kept.to}
            placeholder={copies.at(-1)?.code}
            autoCapitalize="characters"
            onChange={(e) => pick("range", { ...kept, to: e.target.value })}
          />
        </div>
      )}
      {choice.kind === "selected" && (
        <CopyPicker
          copies={copies}
          picked={kept.ids}
          onChange={(ids) => pick("selected", { ...kept, ids })}
        />
      )}
    </fieldset>
  );
}
