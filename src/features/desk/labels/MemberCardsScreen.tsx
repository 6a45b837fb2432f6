// /libraries/{id}/desk/labels/members: print member cards on A4, all members or those ticked, offline too;
// a sheet on screen at a time, printed a batch of sheets at a time.
import { useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EntityId, MemberRow } from "../../../db";
import type { LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { useLibraryMembers } from "../../../sync/deskLists";
import { normaliseText } from "../../../sync/search";
import { EmptyState, Spinner } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { MEMBER_CARDS_PER_SHEET, MemberCardSheet } from "./MemberCardSheet";
import { sheetCount } from "./labelPaging";
import { SheetPager } from "./SheetPager";
import "./labels.css";

interface MemberCardsScreenProps {
  libraryId: number;
  /** Member ids to start with ([] or none: every member). */
  initialIds?: number[];
}

export function MemberCardsScreen({ libraryId, initialIds }: MemberCardsScreenProps) {
  return (
    <StaffScreen
      libraryId={libraryId}
      power="members_manage"
      title={<Trans>Member cards</Trans>}
      wide
    >
      {(library) => <MemberCards library={library} initialIds={initialIds ?? []} />}
    </StaffScreen>
  );
}

function MemberCards({ library, initialIds }: { library: LibraryRow; initialIds: number[] }) {
  const { t } = useLingui();
  const members = useLibraryMembers(library.id);
  const [picked, setPicked] = useState<EntityId[]>(initialIds);
  const [term, setTerm] = useState("");
  const matches = useMemo(() => {
    const words = normaliseText(term).split(" ").filter(Boolean);
    return (members ?? []).filter((m) => {
      const hay = normaliseText(`${memberName(m)} ${m.member_code}`);
      return words.every((w) => hay.includes(w));
    });
  }, [members, term]);
  if (!members) return <Spinner />;
  if (members.length === 0) {
    return (
      <EmptyState>
        <Trans>
          This device holds none of the library’s members yet. Open the library online once to save
          them.
        </Trans>
      </EmptyState>
    );
  }
  const chosen = new Set(picked);
  const cards: MemberRow[] = picked.length ? members.filter((m) => chosen.has(m.id)) : members;
  const toggle = (id: EntityId) =>
    setPicked(chosen.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const total = cards.length;
  const count = formatNumber(total);
  const sheets = sheetCount(total, MEMBER_CARDS_PER_SHEET);
  const pages = formatNumber(sheets);
  return (
    <div className="labels-screen">
      <fieldset className="copy-chooser">
        <legend>
          <Trans>Whose cards? Tick members, or leave all unticked for everyone.</Trans>
        </legend>
        <input
          type="search"
          className="ui-field__control"
          aria-label={t`Find members by name or code`}
          placeholder={t`Find members by name or code`}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <ul className="copy-picker__list">
          {matches.slice(0, 50).map((m) => (
            <li key={m.id}>
              <label>
                <input type="checkbox" checked={chosen.has(m.id)} onChange={() => toggle(m.id)} />{" "}
                <span translate="no">{m.member_code}</span> {memberName(m)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SheetPager
        key={picked.join(",")}
        items={cards}
        perSheet={MEMBER_CARDS_PER_SHEET}
        count={t`${plural(total, { one: `${count} card`, other: `${count} cards` })} on ${plural(sheets, { one: `${pages} A4 sheet`, other: `${pages} A4 sheets` })}`}
        renderSheets={(page, className, firstSheet) => (
          <MemberCardSheet
            members={page}
            libraryTitle={library.title}
            className={className}
            firstSheet={firstSheet}
          />
        )}
      />
    </div>
  );
}
