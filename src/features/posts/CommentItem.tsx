// One comment: author, time, text; delete for its author or the post's author, after a confirmation.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../app/session";
import type { CommentRow } from "../../db";
import { deleteComment } from "../../sync";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { PendingBadge } from "../sync/PendingBadge";
import { AuthorAvatar, authorName } from "./Author";
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
  const canDelete = myId !== undefined && (myId === comment.user.id || myId === postAuthorId);
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
          <PendingBadge entityKey={`comment:${comment.id}`} />
        </div>
        <RichText text={comment.body} className="comment__body" />
        {canDelete && (
          <button
            type="button"
            className="comment__delete"
            aria-label={t`Delete comment by ${name}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
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
    </li>
  );
}
