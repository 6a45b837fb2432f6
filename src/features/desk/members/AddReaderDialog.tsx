// Adds a reader who has a Pathagar account as a member: search readers by name, or by mobile (8+ digits,
// staff only), on the server (online only), pick one, and they are added with the next member code.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserSummary } from "../../../api/schemas";
import { fullName } from "../../../lib/fullName";
import { bdMobilePrefix, looksLikeMobile } from "../../../lib/phone";
import { useOnline } from "../../../lib/useOnline";
import { addMember } from "../../../sync/actions/desk";
import { useDeskMembers } from "../../../sync/deskReads";
import { searchPeople, searchReadersByMobile } from "../../../sync/people";
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
  const [found, setFound] = useState<{ people: UserSummary[]; byMobile: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const memberIds = new Set((members ?? []).map((m) => m.user?.id).filter(Boolean));

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
          label={t`Reader's name or mobile`}
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
