// Refused changes to a post already on screen (an edit, a delete, a like): what, why, retry or discard.
import type { PostRow } from "../../db";
import { FailedChange } from "./failures";
import { useFailedMutations } from "./useFailedMutations";

const KINDS = new Set([
  "post.update",
  "post.delete",
  "like.create",
  "like.delete",
  "comment.delete",
]);

export function FailedOnPost({ post }: { post: PostRow }) {
  const rows = useFailedMutations(null, (p) => p.postId === post.id).filter((r) =>
    KINDS.has(r.kind),
  );
  return rows.map((row) => <FailedChange key={row.id} row={row} />);
}
