// "Followers (count)": who follows a library, read from the server page by page (online only).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { fetchLibraryFollowers } from "../../online/lookups";
import type { UserSummary } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import type { LibraryRow } from "../../db";
import { formatNumber } from "../../i18n/format";
import { Avatar } from "../../ui/Avatar";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { Spinner } from "../../ui/Spinner";
import { memberName } from "../../lib/libraryText";

interface FollowersModalProps {
  library: LibraryRow;
  open: boolean;
  onClose: () => void;
}

export function FollowersModal({ library, open, onClose }: FollowersModalProps) {
  const count = formatNumber(library.total_followers);
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Followers ({count})</Trans>}>
      {open && <FollowerList libraryId={library.id} />}
    </Modal>
  );
}

function FollowerList({ libraryId }: { libraryId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const [users, setUsers] = useState<UserSummary[]>([]);
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = online && loaded < page && !failed;

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchLibraryFollowers(libraryId, page).then(
      (answer) => {
        if (!live) return;
        const next = answer.data.flatMap((r) => (r.user ? [r.user] : []));
        setUsers((u) => (page === 1 ? next : [...u, ...next]));
        setTotal(answer.meta.total);
        setLoaded(page);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [libraryId, page, online]);

  if (!online && users.length === 0)
    return (
      <p className="library-note">
        <Trans>Connect to the internet to see who follows this library.</Trans>
      </p>
    );
  return (
    <div>
      {failed && (
        <p className="library-note library-note--error" role="alert">
          <Trans>The followers could not be loaded. Try again later.</Trans>
        </p>
      )}
      {total === 0 && (
        <p className="library-note">
          <Trans>No one follows this library yet.</Trans>
        </p>
      )}
      <ul className="people-list" aria-label={t`Followers`}>
        {users.map((user) => (
          <li key={user.id}>
            <Avatar name={memberName(user)} src={user.photo_url} size={40} decorative />
            <span>{memberName(user)}</span>
          </li>
        ))}
      </ul>
      {loading && <Spinner />}
      {!loading && total !== null && users.length < total && (
        <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </div>
  );
}
