// /libraries/{id}/desk/labels/members: choose members (not printed yet, joined lately, a range of codes, ticked,
// all), see how many cards on how many sheets, look through them a sheet at a time and print them a batch of
// sheets at a time, from the device, offline too; printed ones are noted here.
import { useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LibraryRow, MemberRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { useLibraryMembers } from "../../../sync/deskLists";
import { markPrinted, usePrintedCodes } from "../../../sync/printedLabels";
import { EmptyState, Spinner } from "../../../ui";
import { StaffScreen } from "../StaffScreen";
import { startOfDay } from "./chooseCopies";
import { chooseMembers, type MemberChoice } from "./chooseMembers";
import { ForgetPrinted } from "./ForgetPrinted";
import { MEMBER_CARDS_PER_SHEET, MemberCardSheet } from "./MemberCardSheet";
import { MemberChooser } from "./MemberChooser";
import { sheetCount } from "./labelPaging";
import { SheetPager } from "./SheetPager";
import "./labels.css";

interface MemberCardsScreenProps {
  libraryId: number;
  /** Member ids to start with (ticked elsewhere); none: the members whose card was not printed yet. */
  initialIds?: number[];
}

export function MemberCardsScreen({ libraryId, initialIds }: MemberCardsScreenProps) {
  const initial: MemberChoice = initialIds?.length
    ? { kind: "selected", ids: initialIds }
    : { kind: "unprinted" };
  return (
    <StaffScreen
      libraryId={libraryId}
      power="members_manage"
      title={<Trans>Member cards</Trans>}
      wide
    >
      {(library) => <MemberCards library={library} initial={initial} />}
    </StaffScreen>
  );
}

function MemberCards({ library, initial }: { library: LibraryRow; initial: MemberChoice }) {
  // In member-code order.
  const members = useLibraryMembers(library.id);
  const printed = usePrintedCodes(library.id, "cards");
  const [choice, setChoice] = useState<MemberChoice>(initial);
  const [todayStart] = useState(() => startOfDay());
  const context = useMemo(
    () => ({ printed: printed ?? new Set<string>(), todayStart }),
    [printed, todayStart],
  );
  const chosen = useMemo(
    () => (members ? chooseMembers(members, choice, context) : []),
    [members, choice, context],
  );
  if (!members || !printed) return <Spinner />;
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
  return (
    <div className="labels-screen">
      <MemberChooser members={members} context={context} choice={choice} onChange={setChoice} />
      <ForgetPrinted libraryId={library.id} kind="cards" printed={printed.size} />
      <SheetPager
        // A new choice starts again at its first sheet.
        key={JSON.stringify(choice)}
        items={chosen}
        perSheet={MEMBER_CARDS_PER_SHEET}
        count={<CardCount count={chosen.length} />}
        renderSheets={(page, className, firstSheet) => (
          <MemberCardSheet
            members={page}
            libraryTitle={library.title}
            className={className}
            firstSheet={firstSheet}
          />
        )}
        onPrinted={(done: MemberRow[]) =>
          markPrinted(
            library.id,
            done.map((m) => m.member_code),
            "cards",
          )
        }
      />
    </div>
  );
}

/** "1,234 cards on 124 A4 sheets", in the language's digits and plurals. */
export function CardCount({ count: total }: { count: number }) {
  const { t } = useLingui();
  const sheets = sheetCount(total, MEMBER_CARDS_PER_SHEET);
  const count = formatNumber(total);
  const pages = formatNumber(sheets);
  if (total === 0) return <Trans>No cards to print.</Trans>;
  return t`${plural(total, { one: `${count} card`, other: `${count} cards` })} on ${plural(sheets, { one: `${pages} A4 sheet`, other: `${pages} A4 sheets` })}`;
}
