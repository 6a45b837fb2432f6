// Links a walk-in member's card to the account that confirmed its mobile (online only): at once when that
// reader asked to join, else they are asked to accept the card in their app. Closed while the library is pending.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { linkAccount } from "../../../sync/deskMember";
import { Alert, Button } from "../../../ui";
import { useWriteKey } from "../../libraries/idempotency";
import { linkErrorMessage } from "./memberErrors";
import { isUnverifiedRefusal, UnverifiedNotice } from "./Unverified";

interface Props {
  member: MemberRow;
  serverId: number;
  /** The library waits for verification: linking is closed. */
  pending: boolean;
  /** Told as linking starts: the card then keeps this section to show how it went. */
  onLinking: () => void;
}

export function LinkAccount({ member, serverId, pending, onLinking }: Props) {
  const { i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linked, setLinked] = useState<"linked" | "asked" | null>(null);
  const [refused, setRefused] = useState(false);
  const closed = pending || refused;
  const link = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onLinking();
      const card = await write((key) => linkAccount(member.library_id, serverId, key));
      setLinked(card ? "linked" : "asked");
    } catch (error) {
      if (isUnverifiedRefusal(error)) setRefused(true);
      else setFailure(linkErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  if (linked === "linked")
    return (
      <Alert tone="success">
        <Trans>The card is now linked to the reader's account.</Trans>
      </Alert>
    );
  if (linked === "asked")
    return (
      <Alert tone="info">
        <Trans>
          If a reader has confirmed this number, they are asked to accept this card in their app.
        </Trans>
      </Alert>
    );
  return (
    <div className="member-view__link">
      {closed && <UnverifiedNotice />}
      <Button variant="secondary" onClick={() => void link()} disabled={closed || busy || !online}>
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
