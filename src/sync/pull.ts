// The pull layer: fetch a page from the API and write it into the mirror without losing local changes.
import * as commentsApi from "../api/comments";
import * as followsApi from "../api/follows";
import * as postsApi from "../api/posts";
import type { Post } from "../api/schemas";
import { mirror, type MirrorDb } from "../db";
import { timelineKey } from "./kinds/posts";
import { blockedPeople, commentsWithout, postsWithout } from "./forget";
import { writePulled } from "./engine";
import { followRowKey, keys } from "./keys";

export type PullRequest =
  | { resource: "feed"; page?: number }
  | { resource: "timeline"; timeline: postsApi.Timeline; page?: number }
  | { resource: "comments"; postId: number; page?: number }
  | { resource: "books"; libraryId: number; page?: number; perPage?: number }
  | { resource: "members"; libraryId: number; page?: number; perPage?: number }
  | { resource: "bookIssues"; libraryId: number; page?: number }
  | { resource: "libraries"; term?: string; page?: number }
  | { resource: "courses"; page?: number }
  | { resource: "courseOrders"; page?: number };

/** The page numbers of an answer, as the server sends them. */
export interface PageNumbers {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface PullResult {
  page: number;
  lastPage: number;
  total: number;
  hasMore: boolean;
}

/** The key under which the pull's bookkeeping (last pulled, last page) is kept in `meta`. */
export function pullKey(r: PullRequest): string {
  switch (r.resource) {
    case "timeline":
      return `pull:timeline:${timelineKey(r.timeline)}`;
    case "comments":
      return `pull:comments:${r.postId}`;
    case "books":
    case "members":
    case "bookIssues":
      return `pull:${r.resource}:${r.libraryId}`;
    case "libraries":
      return `pull:libraries:${r.term ?? ""}`;
    default:
      return `pull:${r.resource}`;
  }
}

async function writePosts(
  db: MirrorDb,
  timeline: string,
  posts: Post[],
  page: number,
  perPage: number,
) {
  await db.transaction("rw", [db.posts, db.timelineEntries, db.outbox, db.blocks], async () => {
    // One transaction with the outbox: a change queued meanwhile waits until the server's copy is written.
    // A block not yet on the server (or one the answer predates) keeps that person off the device.
    posts = postsWithout(posts, await blockedPeople(db));
    if (page === 1) {
      // A fresh first page replaces the server's order; posts created here and not yet sent stay on top.
      const old = await db.timelineEntries
        .where("[timeline+rank]")
        .between([timeline, 0], [timeline, Infinity])
        .toArray();
      await db.timelineEntries.bulkDelete(
        old.map((e) => [e.timeline, e.postId] as [string, number | string]),
      );
    }
    // A post with a queued change keeps the device's copy; one the device deleted gets no entry either.
    const held = await writePulled(db.posts, posts, { key: (p) => keys.post(p.id) });
    const heldRows = await db.posts.bulkGet(held.map((p) => p.id));
    const deleted = new Set(held.filter((_, i) => heldRows[i] === undefined).map((p) => p.id));
    await db.timelineEntries.bulkPut(
      posts
        .map((p, i) => ({ timeline, postId: p.id, rank: (page - 1) * perPage + i }))
        .filter((entry) => !deleted.has(entry.postId)),
    );
  });
}

/** Fetches one page of `request` and stores it in the mirror. */
export async function pullPage(request: PullRequest, db: MirrorDb = mirror()): Promise<PullResult> {
  const page = request.page ?? 1;
  let meta: PageNumbers;
  switch (request.resource) {
    case "feed":
    case "timeline": {
      const answer =
        request.resource === "feed"
          ? await postsApi.fetchFeed(page)
          : await postsApi.fetchTimeline(request.timeline, page);
      meta = answer.meta;
      const key = request.resource === "feed" ? "feed" : timelineKey(request.timeline);
      await writePosts(db, key, answer.data, page, meta.per_page);
      break;
    }
    case "comments": {
      const answer = await commentsApi.fetchComments(request.postId, page);
      meta = answer.meta;
      await db.transaction("rw", [db.comments, db.outbox, db.blocks], async () => {
        // A comment with a queued edit or delete keeps its local state until the change is sent.
        const blocked = await blockedPeople(db);
        await writePulled(db.comments, commentsWithout(answer.data, blocked), {
          key: (c) => keys.comment(c.id),
        });
      });
      break;
    }
    default:
      // The other screens' lists, with their API calls and rows, load on their first pull, not with the feed.
      meta = await import("./screenPulls").then((m) => m.pullListPage(request, db, page));
  }
  await db.meta.put({
    key: pullKey(request),
    value: { at: Date.now(), lastPage: meta.last_page, page },
  });
  return { page, lastPage: meta.last_page, total: meta.total, hasMore: page < meta.last_page };
}

/** Reads whether the caller follows `target` and stores it, unless a follow change is still queued. */
export async function pullFollowState(
  target: followsApi.FollowTarget,
  db: MirrorDb = mirror(),
): Promise<boolean> {
  const answer = await followsApi.fetchFollowingByMe(target);
  const key = followRowKey(target.type, target.id);
  await writePulled(
    db.follows,
    [{ key, type: target.type, targetId: target.id, following: answer !== null }],
    { key: () => keys.follow(target.type, target.id) },
  );
  return answer !== null;
}
