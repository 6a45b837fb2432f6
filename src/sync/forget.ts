// Drops a person's posts and comments from the mirror (they were blocked): their places in timelines too.
import type { MirrorDb } from "../db";

export async function forgetPostsBy(db: MirrorDb, userId: number): Promise<void> {
  const ids = (await db.posts.filter((p) => p.user.id === userId).primaryKeys()) as (
    number | string
  )[];
  await db.timelineEntries.where("postId").anyOf(ids).delete();
  await db.posts.bulkDelete(ids);
  await db.comments.filter((c) => c.user.id === userId).delete();
  await db.posts
    .filter((p) => p.comments_data.latest.some((c) => c.user.id === userId))
    .modify((p) => {
      const before = p.comments_data.latest.length;
      p.comments_data.latest = p.comments_data.latest.filter((c) => c.user.id !== userId);
      p.comments_data.total = Math.max(
        0,
        p.comments_data.total - (before - p.comments_data.latest.length),
      );
    });
  await db.posts
    .filter((p) => p.likes_data.users.some((u) => u.id === userId))
    .modify((p) => {
      p.likes_data.users = p.likes_data.users.filter((u) => u.id !== userId);
    });
}
