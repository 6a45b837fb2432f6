// Reporting and blocking: send a report, block a person and forget their posts on this device.
import * as reportsApi from "../../api/reports";
import { hasMirror, mirror } from "../../db";

export type { ComplainableType } from "../../api/reports";

export const fetchReasons = reportsApi.fetchComplainTypes;

export const sendReport = (report: reportsApi.NewComplain) =>
  reportsApi.createComplain(report, crypto.randomUUID());

/** Removes every post (and comment) by `userId` from this device's mirror. */
export async function forgetPostsBy(userId: number): Promise<void> {
  if (!hasMirror()) return;
  const db = mirror();
  await db.transaction("rw", db.posts, db.timelineEntries, db.comments, async () => {
    const posts = await db.posts.filter((p) => p.user.id === userId).primaryKeys();
    await db.posts.bulkDelete(posts);
    if (posts.length) await db.timelineEntries.where("postId").anyOf(posts).delete();
    await db.comments.filter((c) => c.user.id === userId).delete();
  });
}

/** Blocks `userId` on the server, then removes their posts here. */
export async function blockPerson(userId: number): Promise<void> {
  await reportsApi.blockUser(userId, crypto.randomUUID());
  await forgetPostsBy(userId);
}
