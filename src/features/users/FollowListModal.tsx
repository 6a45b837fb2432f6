// Followers (n) or Following (n): the people (and libraries) in a modal, with links, page by page.
import { useEffect, useRef, useState } from "react";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { Alert, Avatar, Button, Modal, Spinner } from "../../ui";
import { fetchFollowPage, type FollowEntry, type FollowListKind } from "./people";

export function FollowListModal({
  userId,
  list,
  count,
  onClose,
}: {
  userId: number;
  list: FollowListKind | null;
  /** The count shown on the button, until the server's total arrives. */
  count: number;
  onClose: () => void;
}) {
  if (!list) return null;
  return <FollowList key={list} userId={userId} list={list} count={count} onClose={onClose} />;
}

function FollowList({
  userId,
  list,
  count,
  onClose,
}: {
  userId: number;
  list: FollowListKind;
  count: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [entries, setEntries] = useState<FollowEntry[]>([]);
  const [total, setTotal] = useState(count);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const loaded = useRef(0);

  useEffect(() => {
    let live = true;
    fetchFollowPage(userId, list, page)
      .then((answer) => {
        if (!live) return;
        setEntries((old) => {
          const seen = new Set(old.map((e) => e.key));
          return [...old, ...answer.entries.filter((e) => !seen.has(e.key))];
        });
        setTotal(answer.total);
        loaded.current += answer.received;
        setMore(answer.received > 0 && loaded.current < answer.total);
        setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [userId, list, page]);

  const n = formatNumber(total);
  const title = list === "followers" ? t`Followers (${n})` : t`Following (${n})`;
  return (
    <Modal open onClose={onClose} title={title} size="small">
      {failed && (
        <Alert tone="error">
          <Trans>The list could not be loaded. Check your connection and try again.</Trans>
        </Alert>
      )}
      {!loading && !failed && entries.length === 0 && (
        <p className="people-empty">
          {list === "followers" ? (
            <Trans>No followers yet.</Trans>
          ) : (
            <Trans>Not following anyone yet.</Trans>
          )}
        </p>
      )}
      <ul className="people-list">
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              {...(e.kind === "user"
                ? { to: "/users/$userId", params: { userId: String(e.id) } }
                : { to: "/libraries/$id", params: { id: String(e.id) } })}
              className="people-row"
              onClick={onClose}
            >
              <Avatar name={e.name} src={e.photo} size={40} decorative />
              <span>{e.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {loading && <Spinner />}
      {more && !loading && (
        <Button
          variant="secondary"
          onClick={() => {
            setLoading(true);
            setPage((p) => p + 1);
          }}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </Modal>
  );
}
