// Comment actions for screens: add, edit and delete a comment.
import { tempId } from "../engine";
import { enqueue } from "../engine";
import { me } from "./me";

export async function addComment(postId: number | string, body: string): Promise<string> {
  const id = tempId();
  await enqueue("comment.create", {
    tempId: id,
    postId,
    body,
    author: me(),
    createdAt: new Date().toISOString(),
  });
  return id;
}

export async function editComment(
  commentId: number | string,
  postId: number | string,
  body: string,
): Promise<void> {
  await enqueue("comment.update", { commentId, postId, body });
}

export async function deleteComment(
  commentId: number | string,
  postId: number | string,
): Promise<void> {
  await enqueue("comment.delete", { commentId, postId });
}
