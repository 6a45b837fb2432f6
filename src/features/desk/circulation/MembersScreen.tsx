// A library's members at the desk: search by name, code or mobile on the device, add a walk-in reader or
// invite a reader's account (their invitations wait in a list), edit, deactivate and reactivate. Works
// offline; changes not yet sent are marked. A library waiting for verification cannot invite accounts.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { formatBdMobile } from "../../../lib/phone";
import { keys } from "../../../sync";
import { useDeskMembers } from "../../../sync/deskReads";
import { Button } from "../../../ui/Button";
import { Link } from "../../../ui/Link";
import { TextField } from "../../../ui/TextField";
import { PendingBadge } from "../../sync";
import { Screen } from "../../shell/Screen";
import { Alert } from "../../../ui/Alert";
import { useLibrary } from "../../libraries/hooks";
import { AddReaderDialog, type AddOutcome } from "../members/AddReaderDialog";
import { UnverifiedNotice } from "../members/Unverified";
import { WaitingReaders } from "../members/WaitingReaders";
import { MemberDialog } from "./MemberDialog";
import { NoDeskAccess } from "./NoDeskAccess";
import { useCirculation } from "./useCirculation";
import "./circulation.css";

export function MembersScreen({ libraryId }: { libraryId: number }) {
  const { t } = useLingui();
  const desk = useCirculation(libraryId);
  const [term, setTerm] = useState("");
  const [editing, setEditing] = useState<MemberRow | "new" | null>(null);
  const [searching, setSearching] = useState(false);
  const [added, setAdded] = useState<AddOutcome | null>(null);
  const [refusedUnverified, setRefusedUnverified] = useState(false);
  const library = useLibrary(libraryId).library;
  const pending = library?.verified === false || refusedUnverified;
  const members = useDeskMembers(libraryId, term);
  if (desk.ready && !desk.permissions.includes("members_manage")) return <NoDeskAccess />;
  return (
    <Screen
      title={<Trans>Members</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={() => setSearching(true)} disabled={pending}>
            <Trans>Add a reader</Trans>
          </Button>
          <Button onClick={() => setEditing("new")}>
            <Trans>Add a member</Trans>
          </Button>
        </>
      }
    >
      {pending && <UnverifiedNotice />}
      {added && <AddedNotice outcome={added} onDismiss={() => setAdded(null)} />}
      <TextField
        label={t`Search members`}
        hint={t`Name, member code or mobile`}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <p className="desk-note" role="status">
        <Plural value={members?.length ?? 0} one="# member" other="# members" />
      </p>
      <ul className="desk-list" aria-label={t`Members`}>
        {(members ?? []).slice(0, 100).map((m) => (
          <li
            key={m.id}
            className={m.active === false ? "desk-inactive" : undefined}
            data-testid="desk-member"
          >
            <div className="desk-list__text">
              <p>
                <Link
                  to="/libraries/$id/desk/members/$memberId"
                  params={{ id: String(libraryId), memberId: String(m.id) }}
                >
                  <strong>{memberName(m)}</strong>
                </Link>{" "}
                <code>{m.member_code}</code>
              </p>
              <p>
                {m.mobile ? formatBdMobile(m.mobile) : null}
                {m.active === false && (
                  <>
                    {" "}
                    <Trans>(inactive)</Trans>
                  </>
                )}
              </p>
            </div>
            <PendingBadge entityKey={keys.member(m.id)} />
            <Button variant="secondary" onClick={() => setEditing(m)}>
              <Trans>Edit</Trans>
            </Button>
          </li>
        ))}
      </ul>
      {desk.permissions.includes("members_manage") && <WaitingReaders libraryId={libraryId} />}
      {searching && (
        <AddReaderDialog
          libraryId={libraryId}
          pending={pending}
          onClose={() => setSearching(false)}
          onAdded={(outcome) => {
            setSearching(false);
            setAdded(outcome);
          }}
          onUnverified={() => {
            setSearching(false);
            setRefusedUnverified(true);
          }}
        />
      )}
      {editing && (
        <MemberDialog
          libraryId={libraryId}
          member={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Screen>
  );
}

function AddedNotice({ outcome, onDismiss }: { outcome: AddOutcome; onDismiss: () => void }) {
  const { name } = outcome;
  if (outcome.kind === "invited")
    return (
      <Alert tone="success" onDismiss={onDismiss}>
        <Trans>Invitation sent. They become a member when they accept it in their app.</Trans>
      </Alert>
    );
  if (outcome.kind === "queued")
    return (
      <Alert tone="info" onDismiss={onDismiss}>
        <Trans>
          Saved on this device. Once it is online, {name} becomes a member if they asked to join;
          otherwise they are invited.
        </Trans>
      </Alert>
    );
  const { code } = outcome;
  return (
    <Alert tone="success" onDismiss={onDismiss}>
      <Trans>
        {name} is now a member, code {code}.
      </Trans>
    </Alert>
  );
}
