// The row under a post: like button, who likes it (opens the list), and the comment count (opens comments).
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "../../session/session";
import type { PostRow } from "../../db";
import { DEFAULT_LIKE_EMOJI, keys, toggleLike } from "../../sync";
import { PendingBadge } from "../sync/PendingBadge";
import { LikesModal, preloadOnIntent } from "./dialogs";
import { commentBoxId } from "./CommentComposer";
import { CommentIcon, ThumbsUp } from "./icons";
import { likeParts, likeText } from "./likeText";
import { saveErrorMessage } from "../sync/saveError";
import { formatNumber } from "../../i18n/format";
import { pluralCategory } from "../../i18n/plural";

interface PostActionsProps {
  post: PostRow;
  commentsOpen: boolean;
  onToggleComments: () => void;
}

export function PostActions({ post, commentsOpen, onToggleComments }: PostActionsProps) {
  const { t, i18n } = useLingui();
  const myId = useSession((s) => s.user?.id);
  const [likesOpen, setLikesOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const liked = post.my_like !== null;
  const summary = likeText(
    i18n,
    likeParts(post.likes_data.total, post.likes_data.users, liked, myId, t`You`),
  );
  const comments = post.comments_data.total;
  const commentCount = formatNumber(comments);
  const form = pluralCategory(comments);

  const like = async () => {
    try {
      await toggleLike(post.id, DEFAULT_LIKE_EMOJI);
      setError(null);
    } catch (e) {
      setError(saveErrorMessage(i18n, e));
    }
  };

  return (
    <div className="post-actions">
      <div className="post-actions__stats">
        {summary && (
          <button
            type="button"
            className="post-actions__summary"
            onClick={() => setLikesOpen(true)}
            {...preloadOnIntent(LikesModal)}
            data-testid="like-summary"
            aria-haspopup="dialog"
          >
            <span className="post-actions__badge">
              <ThumbsUp filled />
            </span>
            <span className="post-actions__summary-text">{summary}</span>
          </button>
        )}
        <PendingBadge entityKey={keys.like(post.id)} />
        <button
          type="button"
          className="post-actions__comments"
          aria-expanded={commentsOpen}
          onClick={onToggleComments}
          data-testid="comment-count"
        >
          <Select
            value={form}
            _one={`${commentCount} comment`}
            other={`${commentCount} comments`}
          />
        </button>
      </div>
      <div className="post-actions__buttons">
        <button
          type="button"
          className={`post-actions__like${liked ? " post-actions__like--on" : ""}`}
          aria-pressed={liked}
          onClick={() => void like()}
          data-testid="like-button"
        >
          <ThumbsUp filled={liked} /> <Trans>Like</Trans>
        </button>
        <button
          type="button"
          className="post-actions__comment"
          onClick={() => document.getElementById(commentBoxId(post.id))?.focus()}
        >
          <CommentIcon /> <Trans>Comment</Trans>
        </button>
      </div>
      {error && (
        <p className="post-actions__error" role="alert">
          {error}
        </p>
      )}
      {likesOpen && <LikesModal post={post} onClose={() => setLikesOpen(false)} />}
    </div>
  );
}
