// The choice of copies for a sheet of labels: not printed yet, added today, one shelf, a range of codes, those
// ticked in a list, or all; each kind with the count it would print.
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { SelectField, TextField } from "../../../ui";
import { chooseCopies, shelvesOf, type ChoiceContext, type CopyChoice } from "./chooseCopies";
import { CopyPicker } from "./CopyPicker";
import { ChoiceKinds } from "./ChoiceKinds";

interface CopyChooserProps {
  copies: BookRow[];
  context: ChoiceContext;
  choice: CopyChoice;
  onChange: (next: CopyChoice) => void;
}

export function CopyChooser({ copies, context, choice, onChange }: CopyChooserProps) {
  const { t } = useLingui();
  const shelves = useMemo(() => shelvesOf(copies), [copies]);
  const counts = useMemo(
    () => ({
      unprinted: formatNumber(chooseCopies(copies, { kind: "unprinted" }, context).length),
      today: formatNumber(chooseCopies(copies, { kind: "today" }, context).length),
      all: formatNumber(chooseCopies(copies, { kind: "all" }, context).length),
    }),
    [copies, context],
  );
  // What each kind last held, so switching back and forth keeps what was typed or ticked.
  const [kept, setKept] = useState(() => ({
    shelf: choice.kind === "shelf" ? choice.shelf : (shelves[0] ?? ""),
    from: choice.kind === "range" ? choice.from : "",
    to: choice.kind === "range" ? choice.to : "",
    ids: choice.kind === "selected" ? choice.ids : ([] as EntityId[]),
  }));
  const pick = (kind: CopyChoice["kind"], next = kept) => {
    setKept(next);
    if (kind === "all" || kind === "unprinted" || kind === "today") onChange({ kind });
    else if (kind === "shelf") onChange({ kind, shelf: next.shelf });
    else if (kind === "range") onChange({ kind, from: next.from, to: next.to });
    else onChange({ kind, ids: next.ids });
  };
  const { unprinted, today, all } = counts;
  const kinds: { kind: CopyChoice["kind"]; label: string }[] = [
    { kind: "unprinted", label: t`Not printed yet (${unprinted})` },
    { kind: "today", label: t`Added today (${today})` },
    { kind: "shelf", label: t`One shelf` },
    { kind: "range", label: t`A range of book codes` },
    { kind: "selected", label: t`Copies I pick` },
    { kind: "all", label: t`All copies (${all})` },
  ];
  return (
    <fieldset className="copy-chooser">
      <legend>
        <Trans>Which copies?</Trans>
      </legend>
      <ChoiceKinds
        name="copy-choice"
        kinds={kinds}
        value={choice.kind}
        onPick={(kind) => pick(kind)}
      />
      {choice.kind === "shelf" && (
        <SelectField
          label={t`Shelf`}
          value={kept.shelf}
          onChange={(e) => pick("shelf", { ...kept, shelf: e.target.value })}
          options={shelves.map((s) => ({ value: s, label: s || t`No shelf` }))}
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
