// The choice of members for a sheet of cards: not printed yet, joined today or this week, a range of member
// codes, those ticked in a list, or all; each kind with the count it would print.
import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EntityId, MemberRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { TextField } from "../../../ui";
import { chooseMembers, type MemberChoice, type MemberChoiceContext } from "./chooseMembers";
import { MemberPicker } from "./MemberPicker";
import { ChoiceKinds } from "./ChoiceKinds";

interface MemberChooserProps {
  /** In member-code order. */
  members: MemberRow[];
  context: MemberChoiceContext;
  choice: MemberChoice;
  onChange: (next: MemberChoice) => void;
}

export function MemberChooser({ members, context, choice, onChange }: MemberChooserProps) {
  const { t } = useLingui();
  const counts = useMemo(() => {
    const count = (kind: "unprinted" | "today" | "week" | "all") =>
      formatNumber(chooseMembers(members, { kind }, context).length);
    return {
      unprinted: count("unprinted"),
      today: count("today"),
      week: count("week"),
      all: count("all"),
    };
  }, [members, context]);
  // What each kind last held, so switching back and forth keeps what was typed or ticked.
  const [kept, setKept] = useState(() => ({
    from: choice.kind === "range" ? choice.from : "",
    to: choice.kind === "range" ? choice.to : "",
    ids: choice.kind === "selected" ? choice.ids : ([] as EntityId[]),
  }));
  const pick = (kind: MemberChoice["kind"], next = kept) => {
    setKept(next);
    if (kind === "range") onChange({ kind, from: next.from, to: next.to });
    else if (kind === "selected") onChange({ kind, ids: next.ids });
    else onChange({ kind });
  };
  const { unprinted, today, week, all } = counts;
  const kinds: { kind: MemberChoice["kind"]; label: string }[] = [
    { kind: "unprinted", label: t`Card not printed yet (${unprinted})` },
    { kind: "today", label: t`Joined today (${today})` },
    { kind: "week", label: t`Joined in the last 7 days (${week})` },
    { kind: "range", label: t`A range of member codes` },
    { kind: "selected", label: t`Members I pick` },
    { kind: "all", label: t`All members (${all})` },
  ];
  return (
    <fieldset className="copy-chooser">
      <legend>
        <Trans>Whose cards?</Trans>
      </legend>
      <ChoiceKinds
        name="member-choice"
        kinds={kinds}
        value={choice.kind}
        onPick={(kind) => pick(kind)}
      />
      {choice.kind === "range" && (
        <div className="copy-chooser__range">
          <TextField
            label={t`From member code`}
            value={kept.from}
            placeholder={members[0]?.member_code}
            autoCapitalize="characters"
            onChange={(e) => pick("range", { ...kept, from: e.target.value })}
          />
          <TextField
            label={t`To member code`}
            value={kept.to}
            placeholder={members.at(-1)?.member_code}
            autoCapitalize="characters"
            onChange={(e) => pick("range", { ...kept, to: e.target.value })}
          />
        </div>
      )}
      {choice.kind === "selected" && (
        <MemberPicker
          members={members}
          picked={kept.ids}
          onChange={(ids) => pick("selected", { ...kept, ids })}
        />
      )}
    </fieldset>
  );
}
