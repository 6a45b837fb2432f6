// A reader's invitations from libraries' staff, with Accept and Decline (online only): all of them on My
// Libraries, or the one from the library whose page is open.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { MemberInvitation } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import { isApiError } from "../../sync/errors";
import {
  acceptInvitation,
  declineInvitation,
  useMyInvitations,
} from "../../sync/memberInvitations";
import { Alert } from "../../ui/Alert";
import { Avatar } from "../../ui/Avatar";
import { Button } from "../../ui/Button";
import { useWriteKey } from "./idempotency";

interface Props {
  /** Only this library's invitation (a library's page); all of them otherwise. */
  libraryId?: number;
  /** False while the page knows the reader is a member already: nothing is read. */
  enabled?: boolean;
}

export function Invitations({ libraryId, enabled = true }: Props) {
  const { t } = useLingui();
  const mine = useMyInvitations(enabled);
  const [answered, setAnswered] = useState<{ title: string; accepted: boolean } | null>(null);
  const list = (mine.invitations ?? []).filter(
    (i) => libraryId === undefined || i.library_id === libraryId,
  );
  if (!enabled) return null;
  return (
    <>
      {answered && <Answered {...answered} onDismiss={() => setAnswered(null)} />}
      {list.length > 0 && (
        <ul className="library-invitations" aria-label={t`Invitations to be a member`}>
          {list.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              onAnswered={(accepted) => {
                mine.drop(invitation.id);
                setAnswered({ title: invitation.library.title, accepted });
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function Answered(props: { title: string; accepted: boolean; onDismiss: () => void }) {
  const { title, accepted, onDismiss } = props;
  return (
    <Alert tone="success" onDismiss={onDismiss}>
      {accepted ? (
        <Trans>You are now a member of {title}.</Trans>
      ) : (
        <Trans>You declined the invitation from {title}.</Trans>
      )}
    </Alert>
  );
}

function InvitationItem({
  invitation,
  onAnswered,
}: {
  invitation: MemberInvitation;
  onAnswered: (accepted: boolean) => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = invitation.library.title;
  const code = invitation.member_code;

  const answer = async (accept: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await write<unknown>((key) =>
        accept ? acceptInvitation(invitation, key) : declineInvitation(invitation, key),
      );
      onAnswered(accept);
    } catch (error) {
      setFailure(answerErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="library-invitation" data-testid="member-invitation">
      <Avatar name={title} src={invitation.library.logo_url} size={48} decorative />
      <div className="library-invitation__text">
        <p>
          {code ? (
            <Trans>
              {title} invites you to be a member (card {code})
            </Trans>
          ) : (
            <Trans>{title} invites you to be a member</Trans>
          )}
        </p>
        {!online && (
          <p className="library-invitation__note">
            <Trans>Connect to the internet to answer this invitation.</Trans>
          </p>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
      <div className="library-invitation__actions">
        <Button onClick={() => void answer(true)} disabled={!online || busy}>
          <Trans>Accept</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void answer(false)} disabled={!online || busy}>
          <Trans>Decline</Trans>
        </Button>
      </div>
    </li>
  );
}

/** Why answering failed, in the reader's words. */
function answerErrorMessage(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(msg`Something went wrong. Try again.`);
  if (error.status === 0) return i18n._(msg`Connect to the internet to answer this invitation.`);
  if (error.status === 404) return i18n._(msg`This invitation is no longer open.`);
  if (error.reason === "already_member")
    return i18n._(msg`You are already a member of this library.`);
  return i18n._(msg`The answer could not be sent just now. Try again.`);
}
