// The timeline a post belongs to (a user's or a library's), for editing or deleting it there.
import type { Timeline } from "../../api/posts";
import type { PostRow } from "../../db";

export const postTimeline = (post: PostRow): Timeline => ({
  type: post.postable_type,
  id: post.postable.id,
});
