// /libraries/{id}/desk/members/{member}: one member's card at the desk — photo, code, mobile (to call),
// address, joined, active or not, their loans — with edit, (de)activate, print card, photo, link
// account and staff roles. Read from the device, so it opens offline; online-only actions say so.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LibraryRow, MemberRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { useOnline } from "../../../lib/useOnline";
import { memberName } from "../../../lib/libraryText";
import { formatBdMobile } from "../../../lib/phone";
import { keys, useRevalidate } from "../../../sync";
import { isTempId } from "../../../sync/engine";
import { pullMemberLoans, useDeskMember, useMemberLoans } from "../../../sync/deskMember";
import { useDesk } from "../../../sync/deskSettings";
import { editMember } from "../../../sync/actions/desk";
import { Alert, Avatar, Button, EmptyState, Spinner } from "../../../ui";
import { PendingBadge } from "../../sync";
import { saveErrorMessage } from "../../sync/saveError";
import { MemberDialog } from "../circulation/MemberDialog";
import { MemberCardSheet } from "../labels/MemberCardSheet";
import { useObjectUrl } from "../../posts/useObjectUrl";
import { StaffScreen, type DeskPower } from "../StaffScreen";
import { LinkAccount } from "./LinkAccount";
import { MemberLoans } from "./MemberLoans";
import { MemberPhoto } from "./MemberPhoto";
import { MemberRoles } from "./MemberRoles";
import "../circulation/circulation.css";
import "../labels/labels.css";
import "./members.css";

interface Props {
  libraryId: number;
  memberId: number | string;
}

export function MemberViewScreen({ libraryId, memberId }: Props) {
  return (
    <StaffScreen
      libraryId={libraryId}
      power={["members_manage", "circulation"]}
      title={<Trans>Member card</Trans>}
    >
      {(library, can, pull) => (
        <MemberLoader library={library} memberId={memberId} can={can} pulled={pull.done} />
      )}
    </StaffScreen>
  );
}

interface LoaderProps {
  library: LibraryRow;
  memberId: number | string;
  can: (power: DeskPower) => boolean;
  /** The desk's lists were pulled (or the pull failed) since the page opened. */
  pulled: boolean;
}

function MemberLoader({ library, memberId, can, pulled }: LoaderProps) {
  const member = useDeskMember(memberId);
  const online = useOnline();
  // A card opened by its address on a device that has not kept it yet arrives with the members' pull.
  if (member === undefined || (member === null && online && !pulled)) return <Spinner />;
  if (member === null)
    return (
      <EmptyState>
        <Trans>
          This device holds no such member. Open the members list online once to save them.
        </Trans>
      </EmptyState>
    );
  return <MemberView library={library} member={member} manage={can("members_manage")} />;
}

function MemberView({
  library,
  member,
  manage,
}: {
  library: LibraryRow;
  member: MemberRow;
  manage: boolean;
}) {
  const { i18n } = useLingui();
  const desk = useDesk(library.id);
  const loans = useMemberLoans(member.id);
  const [now] = useState(() => Date.now());
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Linking fills the card's account at once; the link section stays to say that it worked.
  const [linking, setLinking] = useState(false);
  const serverId = isTempId(member.id) ? null : (member.id as number);
  useRevalidate(() => {
    if (serverId !== null) pullMemberLoans(library.id, serverId).catch(() => undefined);
  });
  const name = memberName(member);
  const localPhoto = useObjectUrl(member.localPhoto);
  const account = member.user ? memberName(member.user) : null;
  const inactive = member.active === false;
  const joined = member.joined_at ? formatDate(member.joined_at) : null;

  const toggleActive = async () => {
    setFailure(null);
    try {
      await editMember(member, { active: inactive });
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  return (
    <div className="member-view">
      <header className="member-view__head">
        <Avatar name={name} src={localPhoto ?? member.photo_url} size={96} />
        <div>
          <p className="member-view__name">{name}</p>
          <p>
            <code translate="no" data-testid="member-code">
              {member.member_code}
            </code>{" "}
            <span
              className={`member-view__state member-view__state--${inactive ? "off" : "on"}`}
              data-testid="member-state"
            >
              {inactive ? <Trans>Inactive</Trans> : <Trans>Active</Trans>}
            </span>{" "}
            <PendingBadge entityKey={keys.member(member.id)} />
          </p>
        </div>
      </header>
      {failure && <Alert tone="error">{failure}</Alert>}
      <dl className="member-view__facts">
        <dt>
          <Trans>Mobile</Trans>
        </dt>
        <dd>
          {member.mobile ? (
            <a href={`tel:${member.mobile}`}>{formatBdMobile(member.mobile)}</a>
          ) : (
            <Trans>None</Trans>
          )}
        </dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{member.address || <Trans>None</Trans>}</dd>
        {joined && (
          <>
            <dt>
              <Trans>Joined</Trans>
            </dt>
            <dd>{joined}</dd>
          </>
        )}
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd data-testid="member-account">
          {account ? (
            <Trans>Linked to {account}'s account</Trans>
          ) : (
            <Trans>No account (walk-in reader)</Trans>
          )}
        </dd>
      </dl>
      {manage && (
        <div className="member-view__actions">
          <Button onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant={inactive ? "secondary" : "danger"} onClick={() => void toggleActive()}>
            {inactive ? <Trans>Reactivate</Trans> : <Trans>Deactivate</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print card</Trans>
          </Button>
        </div>
      )}
      {manage && <MemberPhoto member={member} />}
      {manage && serverId !== null && (!member.user || linking) && member.mobile && (
        <LinkAccount
          member={member}
          serverId={serverId}
          pending={library.verified === false}
          onLinking={() => setLinking(true)}
        />
      )}
      {manage && serverId !== null && (
        <MemberRoles member={member} serverId={serverId} creator={desk?.creator === true} />
      )}
      {loans && <MemberLoans loans={loans} now={now} />}
      <div className="member-view__print">
        <MemberCardSheet members={[member]} libraryTitle={library.title} />
      </div>
      {editing && (
        <MemberDialog libraryId={library.id} member={member} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
