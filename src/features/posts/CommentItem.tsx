// One comment: author, time, text; edit in place for its author; delete for its author or the post's author, after a confirmation.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "../../ui/Link";
import { useSession } from "../../session/session";
import type { CommentRow } from "../../db";
import { deleteComment, keys } from "../../sync";
import { ConfirmDialog, preloadOnIntent } from "./dialogs";
import { PendingBadge } from "../sync/PendingBadge";
import { AuthorAvatar, authorName } from "./Author";
import { CommentEditor } from "./CommentEditor";
import { RichText } from "../../ui/RichText";
import { TimeAgo } from "./TimeAgo";

interface CommentItemProps {
  comment: CommentRow;
  postAuthorId: number;
}

export function CommentItem({ comment, postAuthorId }: CommentItemProps) {
  const { t } = useLingui();
  const myId = useSession((s) => s.user?.id);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const canEdit = myId !== undefined && myId === comment.user.id;
  const canDelete = canEdit || (myId !== undefined && myId === postAuthorId);
  const name = authorName(comment.user);
  return (
    <li className="comment" data-testid="comment">
      <AuthorAvatar user={comment.user} size="small" />
      <div className="comment__bubble">
        <div className="comment__meta">
          <Link
            to="/users/$userId"
            params={{ userId: String(comment.user.id) }}
            className="comment__author"
          >
            {name}
          </Link>
          <TimeAgo value={comment.created_at} />
          <PendingBadge entityKey={keys.comment(comment.id)} />
        </div>
        {editing ? (
          <CommentEditor comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <>
            <RichText text={comment.body} className="comment__body" />
            {canDelete && (
              <div className="comment__actions">
                {canEdit && (
                  <button
                    type="button"
                    className="comment__edit"
                    aria-label={t`Edit comment by ${name}`}
                    onClick={() => setEditing(true)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="comment__delete"
                  aria-label={t`Delete comment by ${name}`}
                  onClick={() => setConfirming(true)}
                  {...preloadOnIntent(ConfirmDialog)}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title={<Trans>Delete this comment?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void deleteComment(comment.id, comment.post_id);
          }}
        >
          <Trans>The comment will be removed for everyone.</Trans>
        </ConfirmDialog>
      )}
    </li>
  );
}
