// Posts, comments and likes as the API shows them: resources (shapes of src/api/schemas/posts.ts).
import { MODEL_TYPES, toResource } from "../../src/api/schemas/resource";
import type { comments, likes, posts } from "../db/schema";
import { userSummary, type UserSummaryRow } from "./users";
import { libraryShort, type LibraryShortRow } from "./libraries";

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
export type LikeRow = typeof likes.$inferSelect;

export function commentJson(row: CommentRow, author: UserSummaryRow) {
  return toResource({
    id: row.id,
    post_id: row.postId,
    body: row.body,
    user: userSummary(author),
    created_at: row.createdAt.toISOString(),
  });
}
export type CommentJson = ReturnType<typeof commentJson>;

export function likeJson(row: LikeRow, liker: UserSummaryRow) {
  return toResource({
    id: row.id,
    user: userSummary(liker),
    emoji_html_code: row.emojiHtmlCode,
    created_at: row.createdAt.toISOString(),
  });
}
export type LikeJson = ReturnType<typeof likeJson>;

export interface PostParts {
  author: UserSummaryRow;
  /** The timeline owner: a user, or a library in its short form. */
  postable: { type: "user"; user: UserSummaryRow } | { type: "library"; library: LibraryShortRow };
  comments: { total: number; latest: CommentJson[] };
  /** Every like's count, and the few newest likes by others. */
  likes: { total: number; latest: LikeJson[] };
  myLike: LikeJson | null;
}

/** A page of resources inside a post: `{ data, meta: { total } }`. */
const summaryPage = <T>(total: number, data: T[]) => ({ data, meta: { total } });

export function postJson(row: PostRow, parts: PostParts) {
  return toResource({
    id: row.id,
    title: row.title,
    body: row.body,
    image_url: row.imageUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: userSummary(parts.author),
    postable_type: MODEL_TYPES[parts.postable.type],
    postable:
      parts.postable.type === "user"
        ? userSummary(parts.postable.user)
        : libraryShort(parts.postable.library),
    // Null for the original client, which loads a post's comments and likes itself and adds them
    // to these fields; the summaries the app shows travel in the two keys after them.
    comments_data: null,
    likes_data: null,
    comments_summary: summaryPage(parts.comments.total, parts.comments.latest),
    likes_summary: summaryPage(parts.likes.total, parts.likes.latest),
    my_like: parts.myLike ? parts.myLike.attributes : null,
  });
}
export type PostJson = ReturnType<typeof postJson>;
