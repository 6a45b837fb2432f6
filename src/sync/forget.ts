// Drops blocked people from the mirror: their posts and comments (their places in timelines too) and their
// names in other posts' like and comment summaries, at the block and in every answer written after it.
import type { Comment, Post } from "../api/schemas";
import type { MirrorDb } from "../db";

/** The people the reader blocked, by the mirror (a block still unsent included, an unblock still unsent not). */
export async function blockedPeople(db: MirrorDb): Promise<Set<number>> {
  return new Set((await db.blocks.toArray()).filter((b) => !b.unblocked).map((b) => b.userId));
}

/** A post's summaries without the comments and likes of `people` (the totals lose what goes, as on the server). */
/** What a post's summaries need to be told apart by person (the server's posts and the mirror's rows). */
interface Summaries {
  comments_data: { total: number; latest: { user: { id: number } }[] };
  likes_data: { total: number; users: { id: number }[] };
}

export function withoutPeopleInSummaries<T extends Summaries>(post: T, people: Set<number>): T {
  const latest = post.comments_data.latest.filter((c) => !people.has(c.user.id));
  const users = post.likes_data.users.filter((u) => !people.has(u.id));
  const gone = post.comments_data.latest.length - latest.length;
  const unliked = post.likes_data.users.length - users.length;
  if (gone === 0 && unliked === 0) return post;
  return {
    ...post,
    comments_data: {
      ...post.comments_data,
      latest,
      total: Math.max(0, post.comments_data.total - gone),
    },
    likes_data: { ...post.likes_data, users, total: Math.max(0, post.likes_data.total - unliked) },
  };
}

/**
 * An answer's posts as the mirror may keep them: none by a blocked person, none of their names in the others'
 * summaries. The server leaves them out once it has the block; an answer that predates it does not.
 */
export function postsWithout(posts: Post[], people: Set<number>): Post[] {
  if (people.size === 0) return posts;
  return posts
    .filter((p) => !people.has(p.user.id))
    .map((p) => withoutPeopleInSummaries(p, people));
}

/** An answer's comments without those of blocked people. */
export const commentsWithout = (comments: Comment[], people: Set<number>): Comment[] =>
  comments.filter((c) => !people.has(c.user.id));

export async function forgetPostsBy(db: MirrorDb, userId: number): Promise<void> {
  const ids = (await db.posts.filter((p) => p.user.id === userId).primaryKeys()) as (
    number | string
  )[];
  await db.timelineEntries.where("postId").anyOf(ids).delete();
  await db.posts.bulkDelete(ids);
  await db.comments.filter((c) => c.user.id === userId).delete();
  const person = new Set([userId]);
  await db.posts
    .filter((p) => withoutPeopleInSummaries(p, person) !== p)
    .modify((p) => {
      Object.assign(p, withoutPeopleInSummaries(p, person));
    });
}
