// A member's staff roles (members_manage, online): give or take librarian and circulation; admin is
// offered only to the library's creator. The server decides; its refusal is shown.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { setRoles } from "../../../sync/deskMember";
import { Alert, Button, Checkbox } from "../../../ui";
import { useWriteKey } from "../../libraries/idempotency";
import { rolesErrorMessage } from "./memberErrors";

/** The staff roles the desk gives (docs/LIBRARY-DESK.md); `member` is kept as it is. */
const STAFF_ROLES = ["librarian", "circulation", "admin"] as const;
type StaffRole = (typeof STAFF_ROLES)[number];

interface Props {
  member: MemberRow;
  serverId: number;
  /** The caller created the library, so may give or take admin. */
  creator: boolean;
}

export function MemberRoles({ member, serverId, creator }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  // What the server last said: the device's row, or this form's last save (a desk pull answered before the save
  // may write the older roles back for a moment; the form keeps comparing with what was saved).
  const [saved, setSaved] = useState<string[] | null>(null);
  const held = saved ?? member.roles.map((r) => r.name);
  const [chosen, setChosen] = useState<string[]>(held);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const labels: Record<StaffRole, string> = {
    librarian: t`Librarian (books and lending)`,
    circulation: t`Circulation (lending only)`,
    admin: t`Admin (every power)`,
  };
  const shown = STAFF_ROLES.filter((r) => r !== "admin" || creator || held.includes("admin"));
  const toggle = (role: string) =>
    setChosen(chosen.includes(role) ? chosen.filter((r) => r !== role) : [...chosen, role]);
  const changed = chosen.length !== held.length || chosen.some((r) => !held.includes(r));

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await write((key) => setRoles(member.library_id, serverId, chosen, key));
      const names = answer.roles.map((r) => r.name);
      setSaved(names);
      setChosen(names);
      setOutcome({ ok: true, text: t`Roles saved.` });
    } catch (error) {
      setOutcome({ ok: false, text: rolesErrorMessage(i18n, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="member-view__roles">
      <legend>
        <Trans>Staff roles</Trans>
      </legend>
      {shown.map((role) => (
        <Checkbox
          key={role}
          label={labels[role]}
          checked={chosen.includes(role)}
          disabled={role === "admin" && !creator}
          onChange={() => toggle(role)}
        />
      ))}
      {!online && (
        <p className="desk-note">
          <Trans>Changing roles needs the internet.</Trans>
        </p>
      )}
      {outcome && <Alert tone={outcome.ok ? "success" : "error"}>{outcome.text}</Alert>}
      <div>
        <Button
          variant="secondary"
          onClick={() => void save()}
          disabled={busy || !online || !changed}
        >
          <Trans>Save roles</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
