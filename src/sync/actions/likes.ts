// Like actions for screens: toggle the caller's like on a post.
import { mirror } from "../../db";
import { THUMBS_UP_HTML } from "../../lib/emoji";
import { tempId } from "../engine";
import { enqueue } from "../engine";
import { me } from "./me";

export const DEFAULT_LIKE_EMOJI = THUMBS_UP_HTML;

/** Likes the post, or takes the like back when there is one. Resolves with the new state. */
export async function toggleLike(
  postId: number | string,
  emoji = DEFAULT_LIKE_EMOJI,
): Promise<boolean> {
  const post = await mirror().posts.get(postId);
  if (post?.my_like) {
    await enqueue("like.delete", { postId, likeId: post.my_like.id });
    return false;
  }
  await enqueue("like.create", { tempId: tempId(), postId, emoji, user: me() });
  return true;
}
