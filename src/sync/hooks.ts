// React hooks over the mirror: live queries that show stored data at once and refresh in the background.
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FollowTarget } from "../api/follows";
import { useMounted } from "../lib/useMounted";
import { isOnline, onBackOnline } from "../lib/connectivity";
import type { Timeline } from "../api/posts";
import type { ApiError } from "../api/errors";
import {
  hasMirror,
  type BookRow,
  mirror,
  type CommentRow,
  type FollowRow,
  type OutboxRow,
  type PostRow,
} from "../db";
import { timelineKey } from "./kinds/posts";
import { followRowKey, type EntityKey } from "./keys";
import { useSession } from "../session/session";
import { pullFollowState, pullPage, type PullRequest } from "./pull";
import { takeEarlyPull } from "./early-pull";
import { ServerFeed } from "./server-feed";
import { searchBooks } from "./search";
import { keepUnchanged } from "../lib/keepUnchanged";
import {
  failedMutations,
  mutationStateOf,
  outboxRows,
  rewatchOutbox,
  subscribeOutbox,
  type MutationStateOf,
} from "./engine";

/** Changes when another user's mirror opens, so live queries re-subscribe to it. */
const useMirrorKey = () => useSession((s) => s.user?.id ?? 0);

/** Runs `refresh` on mount when online, when the window regains focus, and when the network returns. */
export function useRevalidate(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const run = () => {
      if (isOnline()) latest.current();
    };
    run();
    window.addEventListener("focus", run);
    const offOnline = onBackOnline(run);
    return () => {
      window.removeEventListener("focus", run);
      offOnline();
    };
  }, []);
}

export interface PagedState {
  loading: boolean;
  error: ApiError | null;
  hasMore: boolean;
  refresh: () => Promise<void>;
  loadMore: () => Promise<void>;
}

/** Pull pages of `base` (page 1 on refresh, the next one on loadMore), tracking loading and errors. */
export function usePaged(base: PullRequest | null): PagedState {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const key = base ? JSON.stringify(base) : "";
  // A pull can answer after the screen has gone: then there is no state left to update.
  const mounted = useMounted();
  const fetchPage = useCallback(
    async (n: number) => {
      if (!base || !hasMirror()) return;
      setLoading(true);
      try {
        const request = { ...base, page: n };
        const result = await ((n === 1 && takeEarlyPull(request)) || pullPage(request));
        if (!mounted.current) return;
        setPage(n);
        setHasMore(result.hasMore);
        setError(null);
      } catch (e) {
        if (mounted.current) setError(e as ApiError);
      } finally {
        if (mounted.current) setLoading(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const refresh = useCallback(() => fetchPage(1), [fetchPage]);
  const loadMore = useCallback(() => fetchPage(page + 1), [fetchPage, page]);
  useRevalidate(() => void refresh());
  return { loading, error, hasMore, refresh, loadMore };
}

async function readTimeline(key: string): Promise<PostRow[]> {
  const db = mirror();
  const entries = await db.timelineEntries
    .where("[timeline+rank]")
    .between([key, -Infinity], [key, Infinity])
    .toArray();
  const posts = await db.posts.bulkGet(entries.map((e) => e.postId));
  return posts.filter((p): p is PostRow => p !== undefined);
}

/** Posts of a timeline ('feed', a user's or a library's), newest local ones first, then server order. */
export function useTimeline(
  timeline: Timeline | "feed",
): PagedState & { posts: PostRow[] | undefined } {
  const key = timeline === "feed" ? "feed" : timelineKey(timeline);
  const who = useMirrorKey();
  // Every write to the posts (the background refresh rewrites the same page) reads the timeline again:
  // posts that did not change keep their objects, so their cards are not rendered again.
  const last = useRef<PostRow[] | undefined>(undefined);
  const posts = useLiveQuery(async () => {
    const rows = hasMirror() ? await readTimeline(key) : [];
    last.current = keepUnchanged(last.current, rows);
    return last.current;
  }, [key, who]);
  const paged = usePaged(
    timeline === "feed" ? { resource: "feed" } : { resource: "timeline", timeline },
  );
  // The server's render of the home page has the feed's first page and no device.
  const server = useContext(ServerFeed);
  if (server && timeline === "feed") return { ...paged, ...server };
  return { posts, ...paged };
}

export const useFeed = () => useTimeline("feed");

/** Comments of a post, oldest first. */
export function useComments(
  postId: number | string,
): PagedState & { comments: CommentRow[] | undefined } {
  const who = useMirrorKey();
  const comments = useLiveQuery(
    () =>
      hasMirror() ? mirror().comments.where("post_id").equals(postId).sortBy("created_at") : [],
    [postId, who],
  );
  const paged = usePaged(typeof postId === "number" ? { resource: "comments", postId } : null);
  return { comments, ...paged };
}

/** Whether the caller follows a user or a library, as the mirror knows it; refreshed when online. */
export function useFollowState(target: FollowTarget): FollowRow | undefined {
  useRevalidate(() => {
    if (hasMirror()) pullFollowState(target).catch(() => undefined);
  });
  const who = useMirrorKey();
  return useLiveQuery(
    () => (hasMirror() ? mirror().follows.get(followRowKey(target.type, target.id)) : undefined),
    [target.type, target.id, who],
  );
}

/** Reads `select` from the one outbox query every reader shares (./outboxView.ts), following who is signed in. */
function useOutboxView<T>(select: () => T): T {
  const who = useMirrorKey();
  useEffect(() => rewatchOutbox(), [who]);
  // The server has no outbox: its render reads the empty view.
  return useSyncExternalStore(subscribeOutbox, select, select);
}

/** Every queued mutation, in replay order (the sync indicator and panel). */
export function useOutbox(): OutboxRow[] {
  return useOutboxView(outboxRows);
}

/**
 * 'pending' or 'failed' while a mutation about `entityKey` (e.g. 'post:12', 'like:post:12') is queued: read from
 * the one outbox query all badges share (./outboxView.ts).
 */
export function useMutationState(entityKey: EntityKey): MutationStateOf | undefined {
  return useOutboxView(() => mutationStateOf(entityKey));
}

/**
 * 'pending' or 'failed' while the queued write `mutationId` is in the outbox (a row's `pendingBy` mark), else
 * undefined: a mark left by a write already answered shows nothing.
 */
export function useQueuedWriteState(mutationId: string | undefined): MutationStateOf | undefined {
  return useOutboxView(() => {
    if (!mutationId) return undefined;
    const row = outboxRows().find((r) => r.id === mutationId);
    return row ? (row.state === "failed" ? "failed" : "pending") : undefined;
  });
}

/** Every write the server refused, in outbox order, from the same shared query (the same array until they change). */
export function useFailedMutationRows(): OutboxRow[] {
  return useOutboxView(failedMutations);
}

/** Local search over a library's mirrored books; answers from memory as the query changes. */
export function useBookSearch(libraryId: number, query: string, limit = 50): BookRow[] | undefined {
  const [result, setResult] = useState<{ key: string; books: BookRow[] }>();
  const key = `${libraryId}\u0000${query}\u0000${limit}`;
  useEffect(() => {
    if (!hasMirror()) return;
    let live = true;
    void searchBooks(libraryId, query, limit).then((books) => {
      if (live) setResult({ key, books });
    });
    return () => {
      live = false;
    };
  }, [key, libraryId, query, limit]);
  return result?.key === key ? result.books : undefined;
}
