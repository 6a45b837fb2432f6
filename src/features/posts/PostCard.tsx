// One post: author, library, time, title, text, picture, video, likes and comments, and its menu.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { memo, useState } from "react";
import { useSession } from "../../session/session";
import type { PostRow } from "../../db";
import { deletePost, keys } from "../../sync";
import { Menu, type MenuItem } from "../../ui/Menu";
import { PendingBadge } from "../sync/PendingBadge";
import { AuthorAvatar, authorName } from "./Author";
import { BlockDialog, ConfirmDialog, PostEditor, preloadDialogs, ReportDialog } from "./dialogs";
import { FailedOnPost } from "./FailedOnPost";
import { PostActions } from "./PostActions";
import { PostComments } from "./PostComments";
import { postTimeline } from "./postTimeline";
import { PostImage, PostVideo } from "./PostMedia";
import { RichText } from "../../ui/RichText";
import { TimeAgo } from "./TimeAgo";

function PostHeader({
  post,
  menu,
  dialogs,
}: {
  post: PostRow;
  menu: MenuItem[];
  /** What the menu's items open, loaded when the menu is about to open. */
  dialogs: readonly { preload(): Promise<unknown> }[];
}) {
  const { t } = useLingui();
  const library =
    post.postable_type === "library" && "name" in post.postable ? post.postable : null;
  return (
    <header className="post-card__header">
      <AuthorAvatar user={post.user} />
      <div className="post-card__who">
        <Link
          to="/users/$userId"
          params={{ userId: String(post.user.id) }}
          className="post-card__author"
        >
          {authorName(post.user)}
        </Link>
        {library && (
          <>
            {" ▸ "}
            <Link
              to="/libraries/$id"
              params={{ id: String(library.id) }}
              className="post-card__library"
            >
              {library.title || library.name}
            </Link>
          </>
        )}
        <div className="post-card__when">
          <TimeAgo value={post.created_at} />
          <PendingBadge entityKey={keys.post(post.id)} />
        </div>
      </div>
      {menu.length > 0 && (
        <Menu items={menu} label={t`Post options`} onIntent={() => preloadDialogs(dialogs)} />
      )}
    </header>
  );
}

function PostCardView({ post }: { post: PostRow }) {
  const myId = useSession((s) => s.user?.id);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const own = myId !== undefined && post.user.id === myId;
  const name = authorName(post.user);
  const { t } = useLingui();
  const share: MenuItem = {
    key: "share",
    label: t`Share`,
    onSelect: () => void import("./sharePost").then((m) => m.sharePost(post)),
  };
  const menu: MenuItem[] = own
    ? [
        share,
        { key: "edit", label: t`Edit`, onSelect: () => setEditing(true) },
        {
          key: "delete",
          label: t`Delete`,
          danger: true,
          onSelect: () => setDeleting(true),
        },
      ]
    : myId === undefined
      ? [share]
      : [
          share,
          { key: "report", label: t`Report this post`, onSelect: () => setReporting(true) },
          {
            key: "block",
            label: t`Block ${name}`,
            danger: true,
            onSelect: () => setBlocking(true),
          },
        ];

  return (
    <article
      className="post-card"
      aria-label={t`Post by ${name}`}
      data-testid="post"
      data-post-id={String(post.id)}
    >
      <PostHeader
        post={post}
        menu={menu}
        dialogs={
          own ? [PostEditor, ConfirmDialog] : myId === undefined ? [] : [ReportDialog, BlockDialog]
        }
      />
      {post.title && (
        <h2 className="post-card__title" dir="auto">
          {post.title}
        </h2>
      )}
      <RichText text={post.body} className="post-card__body" />
      <PostImage post={post} />
      <PostVideo body={post.body} title={post.title} />
      <FailedOnPost post={post} />
      <PostActions
        post={post}
        commentsOpen={commentsOpen}
        onToggleComments={() => setCommentsOpen((o) => !o)}
      />
      <PostComments post={post} expanded={commentsOpen} onExpand={() => setCommentsOpen(true)} />
      {editing && (
        <PostEditor timeline={postTimeline(post)} post={post} onClose={() => setEditing(false)} />
      )}
      {reporting && typeof post.id === "number" && (
        <ReportDialog type="Post" id={post.id} onClose={() => setReporting(false)} />
      )}
      {blocking && <BlockDialog user={post.user} name={name} onClose={() => setBlocking(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={<Trans>Delete this post?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          danger
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            void deletePost(post.id, postTimeline(post));
          }}
        >
          <Trans>The post, its comments and likes will be removed for everyone.</Trans>
        </ConfirmDialog>
      )}
    </article>
  );
}

export const PostCard = memo(PostCardView);
