// Refused changes to a post already on screen (an edit, a delete, a like): what, why, retry or discard.
import { useLingui } from "@lingui/react/macro";
import type { PostRow } from "../../db";
import { mutationExcerpt, mutationLabel } from "../sync/describeMutation";
import { FailedWrite } from "./FailedWrite";
import { useFailedMutations } from "./useFailedMutations";

const KINDS = new Set([
  "post.update",
  "post.delete",
  "like.create",
  "like.delete",
  "comment.delete",
]);

export function FailedOnPost({ post }: { post: PostRow }) {
  const { i18n } = useLingui();
  const rows = useFailedMutations(null, (p) => p.postId === post.id).filter((r) =>
    KINDS.has(r.kind),
  );
  return rows.map((row) => (
    <FailedWrite key={row.id} row={row}>
      <strong>{i18n._(mutationLabel(row))}</strong>
      {mutationExcerpt(row) && <>: {mutationExcerpt(row)}</>}
    </FailedWrite>
  ));
}
