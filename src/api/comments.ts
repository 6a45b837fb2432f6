// Comments under a post: list, add, edit (author only) and delete.
import * as v from "valibot";
import { AnyBody, apiRequest } from "./client";
import { Comment, Data, Paged } from "./schemas";

const CommentAnswer = v.union([Data(Comment), Comment]);

export const fetchComments = (postId: number, page = 1) =>
  apiRequest(`posts/${postId}/comments`, Paged(Comment), { searchParams: { page } });

export async function createComment(postId: number, body: string, idempotencyKey: string) {
  const a = await apiRequest(`posts/${postId}/comments`, CommentAnswer, {
    method: "post",
    json: { body },
    idempotencyKey,
  });
  return "data" in a ? a.data : a;
}

/** Sent as POST ?_method=PUT, like every edit the app makes. */
export async function updateComment(
  postId: number,
  commentId: number,
  body: string,
  idempotencyKey: string,
) {
  const a = await apiRequest(`posts/${postId}/comments/${commentId}`, CommentAnswer, {
    method: "post",
    searchParams: { _method: "PUT" },
    json: { _method: "PUT", body },
    idempotencyKey,
  });
  return "data" in a ? a.data : a;
}

export const deleteComment = (postId: number, commentId: number, idempotencyKey: string) =>
  apiRequest(`posts/${postId}/comments/${commentId}`, AnyBody, {
    method: "delete",
    idempotencyKey,
  });
