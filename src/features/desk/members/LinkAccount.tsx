// Links a walk-in member's card to the account registered with their mobile (online only).
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { linkAccount } from "../../../sync/deskMember";
import { Alert, Button } from "../../../ui";
import { useWriteKey } from "../../libraries/idempotency";
import { linkErrorMessage } from "./memberErrors";

interface Props {
  member: MemberRow;
  serverId: number;
  /** Told as linking starts: the card then keeps this section to show how it went. */
  onLinking: () => void;
}

export function LinkAccount({ member, serverId, onLinking }: Props) {
  const { i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linked, setLinked] = useState(false);
  const link = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onLinking();
      await write((key) => linkAccount(member.library_id, serverId, key));
      setLinked(true);
    } catch (error) {
      setFailure(linkErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  if (linked)
    return (
      <Alert tone="success">
        <Trans>The card is now linked to the reader's account.</Trans>
      </Alert>
    );
  return (
    <div className="member-view__link">
      <Button variant="secondary" onClick={() => void link()} disabled={busy || !online}>
        <Trans>Link account by mobile</Trans>
      </Button>
      {!online && (
        <p className="desk-note">
          <Trans>Linking an account needs the internet.</Trans>
        </p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
