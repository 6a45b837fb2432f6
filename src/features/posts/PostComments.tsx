// Comments under a post: the latest few, or all of them when opened, failed ones kept with their text,
// and the box to write one.
import { Select, Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import type { CommentRow, PostRow } from "../../db";
import { useComments } from "../../sync";
import { Button } from "../../ui/Button";
import { CommentComposer } from "./CommentComposer";
import { CommentItem } from "./CommentItem";
import { FailedWrite } from "./failures";
import { useFailedMutations } from "./useFailedMutations";
import { formatNumber } from "../../i18n/format";
import { pluralCategory } from "../../i18n/plural";

/** Stored comments and the post's latest ones, once each, oldest first. */
export function mergeComments(stored: CommentRow[], latest: CommentRow[]): CommentRow[] {
  const byId = new Map<string, CommentRow>();
  for (const c of [...latest, ...stored]) byId.set(String(c.id), c);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

function AllComments({ post }: { post: PostRow }) {
  const { comments, loading, hasMore, loadMore } = useComments(post.id);
  const all = useMemo(
    () => mergeComments(comments ?? [], post.comments_data.latest),
    [comments, post.comments_data.latest],
  );
  return (
    <>
      {loading && all.length === 0 && (
        <p className="post-comments__loading" role="status">
          <Trans>Loading comments…</Trans>
        </p>
      )}
      <CommentList comments={all} postAuthorId={post.user.id} />
      {hasMore && (
        <Button variant="link" busy={loading} onClick={() => void loadMore()}>
          <Trans>Show more comments</Trans>
        </Button>
      )}
    </>
  );
}

function CommentList({ comments, postAuthorId }: { comments: CommentRow[]; postAuthorId: number }) {
  if (comments.length === 0) return null;
  return (
    <ul className="post-comments__list">
      {comments.map((c) => (
        <CommentItem key={c.id} comment={c} postAuthorId={postAuthorId} />
      ))}
    </ul>
  );
}

interface PostCommentsProps {
  post: PostRow;
  expanded: boolean;
  onExpand: () => void;
}

export function PostComments({ post, expanded, onExpand }: PostCommentsProps) {
  const hidden = post.comments_data.total - post.comments_data.latest.length;
  // The form by pluralCategory: no Intl object at the feed's first render (src/i18n/plural.ts).
  const form = pluralCategory(post.comments_data.total);
  const count = formatNumber(post.comments_data.total);
  const failed = useFailedMutations("comment.create", (p) => p.postId === post.id);
  return (
    <div className="post-comments">
      {expanded ? (
        <AllComments post={post} />
      ) : (
        <>
          {hidden > 0 && (
            <Button variant="link" onClick={onExpand}>
              <Select value={form} _one="View the comment" other={`View all ${count} comments`} />
            </Button>
          )}
          <CommentList comments={post.comments_data.latest} postAuthorId={post.user.id} />
        </>
      )}
      {failed.map((row) => (
        <FailedWrite key={row.id} row={row}>
          {String(row.payload.body ?? "")}
        </FailedWrite>
      ))}
      <CommentComposer postId={post.id} />
    </div>
  );
}
