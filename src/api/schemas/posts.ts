// Post, comment and like resources, with the like/comment summaries the feed shows under each post.
import * as v from "valibot";
import { Id, Timestamp } from "./common";
import { ModelType, Resource, ResourceSummary } from "./resource";
import { FollowableLibrary, UserSummary } from "./users";

export const LikeAttributes = v.object({
  id: Id,
  user: UserSummary,
  /** e.g. "&#128077;" — decoded safely by the client, never via innerHTML. */
  emoji_html_code: v.string(),
  created_at: v.optional(Timestamp),
});
export const Like = Resource(LikeAttributes);
export type Like = v.InferOutput<typeof Like>;

export const Comment = Resource(
  v.object({
    id: Id,
    post_id: Id,
    body: v.string(),
    user: UserSummary,
    created_at: Timestamp,
  }),
);
export type Comment = v.InferOutput<typeof Comment>;

export const Post = Resource(
  v.object({
    id: Id,
    title: v.nullable(v.string()),
    body: v.string(),
    image_url: v.nullable(v.string()),
    created_at: Timestamp,
    updated_at: v.optional(Timestamp),
    /** The author. */
    user: UserSummary,
    /** Whose timeline the post is on. */
    postable_type: ModelType,
    postable: v.union([UserSummary, FollowableLibrary]),
    /** The comment count and the latest few comments (oldest first), read as `{ total, latest }`. */
    comments_data: v.pipe(
      ResourceSummary(Comment),
      v.transform((page) => ({ total: page.meta.total, latest: page.data })),
    ),
    /**
     * The like count and up to three likes by people other than the caller (newest first), read as
     * `{ total, users }` for the like summary text.
     */
    likes_data: v.pipe(
      ResourceSummary(Like),
      v.transform((page) => ({ total: page.meta.total, users: page.data.map((l) => l.user) })),
    ),
    /** The caller's own like, its attributes only (as the original client reads it). */
    my_like: v.nullable(LikeAttributes),
  }),
);
export type Post = v.InferOutput<typeof Post>;

/** A reason to report a user or a post: the text itself, sent back as the report's subject. */
export const ComplainType = v.string();
export type ComplainType = v.InferOutput<typeof ComplainType>;
