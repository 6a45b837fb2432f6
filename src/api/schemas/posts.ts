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

/** The comment count and the latest few comments (oldest first), read as `{ total, latest }`. */
const CommentsSummary = v.pipe(
  ResourceSummary(Comment),
  v.transform((page) => ({ total: page.meta.total, latest: page.data })),
);

/**
 * The like count and up to three likes by people other than the caller (newest first), read as
 * `{ total, users }` for the like summary text.
 */
const LikesSummary = v.pipe(
  ResourceSummary(Like),
  v.transform((page) => ({ total: page.meta.total, users: page.data.map((l) => l.user) })),
);

export const Post = Resource(
  v.pipe(
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
      /**
       * Always null: the original client fills these two with the comments and likes it loads for
       * each post (a filled field would show each one twice). The summaries come in the next two.
       */
      comments_data: v.null(),
      likes_data: v.null(),
      comments_summary: CommentsSummary,
      likes_summary: LikesSummary,
      /** The caller's own like, its attributes only (as the original client reads it). */
      my_like: v.nullable(LikeAttributes),
    }),
    // The app keeps the summaries as comments_data / likes_data (the mirror's rows and screens).
    v.transform(({ comments_summary, likes_summary, ...post }) => ({
      ...post,
      comments_data: comments_summary,
      likes_data: likes_summary,
    })),
  ),
);
export type Post = v.InferOutput<typeof Post>;

/** A reason to report a user or a post: the text itself, sent back as the report's subject. */
export const ComplainType = v.string();
export type ComplainType = v.InferOutput<typeof ComplainType>;
