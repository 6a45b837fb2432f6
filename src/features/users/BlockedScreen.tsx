// /users/me/blocked: the people I blocked, each with Unblock (confirmed; queued like every write, offline too).
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BlockRow } from "../../db";
import { keys, unblockPerson, useBlocks } from "../../sync";
import { Alert, Avatar, Button, ConfirmDialog, EmptyState, Skeleton, toast } from "../../ui";
import { PendingBadge } from "../sync/PendingBadge";
import { saveErrorMessage } from "../sync/saveError";
import { Screen } from "../shell/Screen";
import { fullName } from "./people";
import "./users.css";

export function BlockedScreen() {
  const { t, i18n } = useLingui();
  const { blocks, failed } = useBlocks();
  const [asking, setAsking] = useState<BlockRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const askingName = asking ? fullName(asking.user) : "";

  const unblock = async () => {
    if (!asking) return;
    setBusy(true);
    setFailure(null);
    try {
      await unblockPerson(asking.userId);
      toast(t`You unblocked ${askingName}.`, "success");
      setAsking(null);
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!blocks) body = <Skeleton lines={3} avatar />;
  else if (blocks.length === 0)
    body = (
      <EmptyState>
        <Trans>You have not blocked anyone.</Trans>
      </EmptyState>
    );
  else
    body = (
      <ul className="people-list people-list--page" aria-label={t`Blocked people`}>
        {blocks.map((row) => {
          const name = fullName(row.user);
          return (
            <li key={row.userId} className="people-row blocked-row" data-testid="blocked-person">
              <Avatar name={name} src={row.user.photo_url} size={48} decorative />
              <span className="people-row__names">
                <span className="people-row__name">{name}</span>
                {row.unblocked && (
                  <span className="people-row__nick">
                    <Trans>Unblocked</Trans>
                  </span>
                )}
              </span>
              <PendingBadge entityKey={keys.block(row.userId)} />
              {!row.unblocked && (
                <Button variant="secondary" onClick={() => setAsking(row)}>
                  <Trans>Unblock</Trans>
                  <span className="visually-hidden"> {name}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Screen
      title={<Trans>Blocked people</Trans>}
      lead={
        <Trans>
          You and the people you blocked do not see each other&apos;s profiles, posts, comments or
          likes.
        </Trans>
      }
    >
      {failed && blocks && (
        <p className="list-note" role="status">
          <Trans>Showing the list saved on this device; it could not be refreshed just now.</Trans>
        </p>
      )}
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={<Trans>Unblock {askingName}?</Trans>}
        confirmLabel={<Trans>Yes, unblock</Trans>}
        cancelLabel={<Trans>No</Trans>}
        busy={busy}
        onConfirm={() => void unblock()}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        <p>
          <Trans>
            You will see each other&apos;s profiles and posts again. Follows that the block ended do
            not come back.
          </Trans>
        </p>
        {failure && (
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
    </Screen>
  );
}
