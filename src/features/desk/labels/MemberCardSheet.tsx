// Member cards on A4 sheets: 2 × 5 cards of ID-card size, each the library's name, the member's photo,
// name and code, and the QR code of the member code.
import { Trans } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { initials } from "../../../lib/initials";
import { memberName } from "../../../lib/libraryText";
import { sheets } from "./chooseCopies";
import { QrCode } from "./QrCode";

/** Cards per A4 sheet (2 columns × 5 rows, 85.6 × 54 mm each). */
export const MEMBER_CARDS_PER_SHEET = 10;

interface MemberCardSheetProps {
  members: MemberRow[];
  libraryTitle: string;
  /** An extra class for the wrapper (the on-screen preview has one). */
  className?: string;
  /** The number (0-based) of the first sheet among all of the chosen members', kept as data-sheet. */
  firstSheet?: number;
}

export function MemberCardSheet({
  members,
  libraryTitle,
  className,
  firstSheet = 0,
}: MemberCardSheetProps) {
  return (
    <div className={`print-sheet ${className ?? ""}`.trim()} data-testid="card-sheet">
      {sheets(members, MEMBER_CARDS_PER_SHEET).map((page, i) => (
        <div
          className="label-page label-page--cards"
          key={firstSheet + i}
          data-sheet={firstSheet + i + 1}
        >
          {page.map((member) => (
            <MemberCard key={member.id} member={member} libraryTitle={libraryTitle} />
          ))}
        </div>
      ))}
    </div>
  );
}

function MemberCard({ member, libraryTitle }: { member: MemberRow; libraryTitle: string }) {
  const name = memberName(member);
  return (
    <article className="member-card" data-code={member.member_code}>
      <p className="member-card__library">{libraryTitle}</p>
      <div className="member-card__body">
        {member.photo_url ? (
          <img className="member-card__photo" src={member.photo_url} alt="" />
        ) : (
          <span className="member-card__photo member-card__photo--blank" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <div className="member-card__text">
          <p className="member-card__kind">
            <Trans>Member card</Trans>
          </p>
          <p className="member-card__name">{name}</p>
          <p className="member-card__code" translate="no">
            {member.member_code}
          </p>
        </div>
        <QrCode className="member-card__qr" text={member.member_code} />
      </div>
    </article>
  );
}
