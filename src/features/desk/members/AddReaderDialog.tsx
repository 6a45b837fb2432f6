// Adds a reader who has a Pathagar account: search readers by name, or by mobile (8+ digits, staff only),
// on the server (online only), pick one. A reader who asked to join gets a card with the next code; any
// other is invited and becomes a member once they accept in their app. Closed while the library is pending.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserSummary } from "../../../api/schemas";
import { fullName } from "../../../lib/fullName";
import { bdMobilePrefix, looksLikeMobile } from "../../../lib/phone";
import { useOnline } from "../../../lib/useOnline";
import { addMember } from "../../../sync/actions/desk";
import { addAccount, useWaitingReaders } from "../../../sync/deskInvitations";
import { useDeskMembers } from "../../../sync/deskReads";
import { isApiError } from "../../../sync/errors";
import { searchPeople, searchReadersByMobile } from "../../../sync/people";
import { Alert, Avatar, Button, Modal, Spinner, TextField } from "../../../ui";
import { useWriteKey } from "../../libraries/idempotency";
import { saveErrorMessage } from "../../sync/saveError";
import { isUnverifiedRefusal, UnverifiedNotice } from "./Unverified";

/** How adding went: a card, an invitation sent, or queued on this device until it is online. */
export type AddOutcome =
  | { kind: "member"; name: string; code: string }
  | { kind: "invited"; name: string }
  | { kind: "queued"; name: string };

interface Props {
  libraryId: number;
  /** The library waits for verification: searching by mobile and adding accounts are closed. */
  pending: boolean;
  onClose: () => void;
  /** Told how adding a reader went. */
  onAdded: (outcome: AddOutcome) => void;
  /** The server said the library waits for verification. */
  onUnverified: () => void;
}

export function AddReaderDialog({ libraryId, pending, onClose, onAdded, onUnverified }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  const members = useDeskMembers(libraryId, "");
  const waiting = useWaitingReaders(libraryId);
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<{ people: UserSummary[]; byMobile: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const memberIds = new Set((members ?? []).map((m) => m.user?.id).filter(Boolean));
  const invitedIds = new Set([
    ...(waiting?.invitations ?? []).map((i) => i.user_id),
    ...(waiting?.queued ?? []).map((q) => q.user.id),
  ]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const typed = term.trim();
    if (!typed || !online) return;
    const byMobile = looksLikeMobile(typed);
    setFailure(null);
    if (byMobile && !bdMobilePrefix(typed)) {
      setFound(null);
      setFailure(t`Type at least the first 8 digits of a Bangladeshi mobile, like 01711 000…`);
      return;
    }
    setBusy(true);
    try {
      const people = byMobile
        ? await searchReadersByMobile(libraryId, typed)
        : (await searchPeople(typed, 1)).people;
      if (people === "limited") {
        setFound(null);
        setFailure(t`Too many searches by mobile for now. Search by name, or try again later.`);
      } else setFound({ people, byMobile });
    } catch (e) {
      if (isUnverifiedRefusal(e)) {
        setFound(null);
        onUnverified();
      } else setFailure(t`The search could not reach the server. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  /** Offline, or the answer was lost: the add waits on this device and goes out once online. */
  const queue = async (user: UserSummary) => {
    try {
      await addMember({ libraryId, reader: { user } });
      onAdded({ kind: "queued", name: fullName(user) });
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  const add = async (user: UserSummary) => {
    setFailure(null);
    if (!online) return queue(user);
    setBusy(true);
    try {
      const answer = await write((key) => addAccount(libraryId, user.id, key));
      const name = fullName(user);
      if ("card" in answer) onAdded({ kind: "member", name, code: answer.card.member_code });
      else onAdded({ kind: "invited", name });
    } catch (e) {
      if (isUnverifiedRefusal(e)) onUnverified();
      else if (isApiError(e) && e.status === 0) await queue(user);
      else if (isApiError(e) && e.reason === "already_member")
        setFailure(t`This reader is already a member of the library.`);
      else if (isApiError(e) && e.fieldErrors.user_id?.length)
        setFailure(t`This reader cannot be added.`);
      else setFailure(t`The reader could not be added just now. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={<Trans>Add a reader with an account</Trans>}>
      {pending && <UnverifiedNotice />}
      <form className="desk-form" onSubmit={(e) => void search(e)} role="search">
        {!online && (
          <Alert tone="info">
            <Trans>Searching readers needs the internet. Offline, add a walk-in member.</Trans>
          </Alert>
        )}
        <TextField
          label={t`Reader's name or mobile`}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={pending || !online || busy || !term.trim()}>
            <Trans>Search readers</Trans>
          </Button>
        </div>
      </form>
      {busy && <Spinner />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {found && found.people.length === 0 && (
        <p className="desk-note">
          {found.byMobile ? (
            <Trans>No reader has a mobile starting with that number.</Trans>
          ) : (
            <Trans>No reader has that name.</Trans>
          )}
        </p>
      )}
      {found && found.people.length > 0 && (
        <ul className="desk-list" aria-label={t`Readers found`}>
          {found.people.map((user) => (
            <li key={user.id} data-testid="reader-found">
              <Avatar name={fullName(user)} src={user.photo_url} size={40} decorative />
              <div className="desk-list__text">
                <p>
                  <strong>{fullName(user)}</strong>
                </p>
              </div>
              {memberIds.has(user.id) ? (
                <span className="desk-note">
                  <Trans>Already a member</Trans>
                </span>
              ) : invitedIds.has(user.id) ? (
                <span className="desk-note">
                  <Trans>Invitation sent</Trans>
                </span>
              ) : (
                <Button onClick={() => void add(user)} disabled={pending || busy}>
                  <Trans>Add as member</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
