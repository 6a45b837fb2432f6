// Blocking a user (online only): tell the server, then drop their posts and comments from this device.
import { blockUser } from "../../api/reports";
import { hasMirror, mirror } from "../../db";

/** Removes every stored post and comment written by `userId`, and their places in timelines. */
export async function forgetPostsBy(userId: number): Promise<void> {
  if (!hasMirror()) return;
  const db = mirror();
  await db.transaction("rw", [db.posts, db.timelineEntries, db.comments], async () => {
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
  });
}

export async function blockAndForget(userId: number): Promise<string | undefined> {
  const answer = await blockUser(userId, crypto.randomUUID());
  await forgetPostsBy(userId);
  return answer.message;
}
