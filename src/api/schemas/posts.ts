// Post, comment and like shapes, with the like/comment summaries the feed shows under each post.
import * as v from "valibot";
import { Id, Timestamp } from "./common";
import { FollowableLibrary, UserSummary } from "./users";

export const Like = v.object({
  id: Id,
  user: UserSummary,
  /** e.g. "&#128077;" — decoded safely by the client, never via innerHTML. */
  emoji_html_code: v.string(),
  created_at: v.optional(Timestamp),
});
export type Like = v.InferOutput<typeof Like>;

export const Comment = v.object({
  id: Id,
  post_id: Id,
  body: v.string(),
  user: UserSummary,
  created_at: Timestamp,
});
export type Comment = v.InferOutput<typeof Comment>;

export const Post = v.object({
  id: Id,
  title: v.nullable(v.string()),
  body: v.string(),
  image_url: v.nullable(v.string()),
  created_at: Timestamp,
  updated_at: v.optional(Timestamp),
  /** The author. */
  user: UserSummary,
  /** Whose timeline the post is on. */
  postable_type: v.picklist(["user", "library"]),
  postable: v.union([UserSummary, FollowableLibrary]),
  /** Comment count and the latest few comments (oldest first). */
  comments_data: v.object({ total: v.number(), latest: v.array(Comment) }),
  /** Like count and up to three likers other than the caller, for the like summary text. */
  likes_data: v.object({ total: v.number(), users: v.array(UserSummary) }),
  my_like: v.nullable(Like),
});
export type Post = v.InferOutput<typeof Post>;

export const ComplainType = v.object({ id: Id, name: v.string() });
export type ComplainType = v.InferOutput<typeof ComplainType>;
