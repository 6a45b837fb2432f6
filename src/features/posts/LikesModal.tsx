// Who likes a post, with the total: the server's full list when online, what the device knows offline.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "../../ui/Link";
import { fetchLikes } from "../../online/lookups";
import type { UserSummary } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import type { PostRow } from "../../db";
import { formatNumber } from "../../i18n/format";
import { isTempId } from "../../sync";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { AuthorAvatar, authorName } from "./Author";
import { decodeEmojiHtml, THUMBS_UP } from "../../lib/emoji";

interface Liker {
  user: UserSummary;
  emoji: string;
}

/** The likers the mirror knows: the caller's own like first, then the post's likers summary. */
function storedLikers(post: PostRow, me: UserSummary | null): Liker[] {
  const mine = post.my_like && me ? [{ user: me, emoji: post.my_like.emoji_html_code }] : [];
  const others = post.likes_data.users
    .filter((u) => u.id !== me?.id)
    .map((user) => ({ user, emoji: "" }));
  return [...mine, ...others];
}

export function LikesModal({ post, onClose }: { post: PostRow; onClose: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const me = useSession((s) => s.user);
  const [server, setServer] = useState<Liker[] | null>(null);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [loaded, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const serverId = typeof post.id === "number" && !isTempId(post.id) ? post.id : null;

  useEffect(() => {
    if (!online || serverId === null) return;
    let live = true;
    fetchLikes(serverId, page)
      .then((answer) => {
        if (!live) return;
        const got = answer.data.map((l) => ({ user: l.user, emoji: l.emoji_html_code }));
        setServer((before) => (page === 1 ? got : [...(before ?? []), ...got]));
        setMore(answer.links.next !== null);
        setLoaded(page);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [online, serverId, page]);

  const busy = loaded < page && !failed;
  const likers = server ?? storedLikers(post, me);
  const total = post.likes_data.total;
  const partial = likers.length < total;
  const count = formatNumber(total);
  return (
    <Modal open onClose={onClose} title={t`Likes (${count})`} size="small">
      <ul className="likes-list" data-testid="likes-list">
        {likers.map(({ user, emoji }) => (
          <li key={user.id} className="likes-list__item">
            <AuthorAvatar user={user} size="small" />
            <Link to="/users/$userId" params={{ userId: String(user.id) }} onClick={onClose}>
              {user.id === me?.id ? t`You` : authorName(user)}
            </Link>
            <span aria-hidden="true">{decodeEmojiHtml(emoji, THUMBS_UP)}</span>
          </li>
        ))}
      </ul>
      {more && online && (
        <Button variant="link" busy={busy} onClick={() => setPage((p) => p + 1)}>
          <Trans>Show more</Trans>
        </Button>
      )}
      {partial && (!online || failed) && (
        <p className="likes-list__note">
          <Trans>Connect to the internet to see everyone who likes this post.</Trans>
        </p>
      )}
    </Modal>
  );
}
