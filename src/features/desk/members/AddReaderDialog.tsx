// Adds a reader who has a Pathagar account as a member: search readers by name on the server (online
// only), pick one, and they are added with the next member code (queued like every desk action).
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserSummary } from "../../../api/schemas";
import { fullName } from "../../../lib/fullName";
import { useOnline } from "../../../lib/useOnline";
import { addMember } from "../../../sync/actions/desk";
import { useDeskMembers } from "../../../sync/deskReads";
import { searchPeople } from "../../../sync/people";
import { Alert, Avatar, Button, Modal, Spinner, TextField } from "../../../ui";
import { saveErrorMessage } from "../../sync/saveError";

interface Props {
  libraryId: number;
  onClose: () => void;
  /** Told the new member's code once they are added. */
  onAdded: (name: string, code: string) => void;
}

export function AddReaderDialog({ libraryId, onClose, onAdded }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const members = useDeskMembers(libraryId, "");
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<UserSummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const memberIds = new Set((members ?? []).map((m) => m.user?.id).filter(Boolean));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim() || !online) return;
    setBusy(true);
    setFailure(null);
    try {
      const page = await searchPeople(term.trim(), 1);
      setFound(page.people);
    } catch {
      setFailure(t`The search could not reach the server. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  const add = async (user: UserSummary) => {
    try {
      const { code } = await addMember({ libraryId, reader: { user } });
      onAdded(fullName(user), code);
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  return (
    <Modal open onClose={onClose} title={<Trans>Add a reader with an account</Trans>}>
      <form className="desk-form" onSubmit={(e) => void search(e)} role="search">
        {!online && (
          <Alert tone="info">
            <Trans>Searching readers needs the internet. Offline, add a walk-in member.</Trans>
          </Alert>
        )}
        <TextField
          label={t`Reader's name`}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={!online || busy || !term.trim()}>
            <Trans>Search readers</Trans>
          </Button>
        </div>
      </form>
      {busy && <Spinner />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {found && found.length === 0 && (
        <p className="desk-note">
          <Trans>No reader has that name.</Trans>
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="desk-list" aria-label={t`Readers found`}>
          {found.map((user) => (
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
              ) : (
                <Button onClick={() => void add(user)}>
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
