// Likes on a post: the list, like and unlike.
import * as v from "valibot";
import { AnyBody, apiRequest } from "./client";
import { Data, Like, Paged } from "./schemas";

const LikeAnswer = v.union([Data(Like), Like]);

export const fetchLikes = (postId: number, page = 1) =>
  apiRequest(`posts/${postId}/likes`, Paged(Like), { searchParams: { page } });

export async function createLike(postId: number, emoji: string, idempotencyKey: string) {
  const a = await apiRequest(`posts/${postId}/likes`, LikeAnswer, {
    method: "post",
    json: { emoji_html_code: emoji },
    idempotencyKey,
  });
  return "data" in a ? a.data : a;
}

export const deleteLike = (postId: number, likeId: number, idempotencyKey: string) =>
  apiRequest(`posts/${postId}/likes/${likeId}`, AnyBody, { method: "delete", idempotencyKey });
