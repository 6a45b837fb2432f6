// A virtualised list of posts on the window's scroll: only the posts near the screen are in the page,
// and the next page is asked for when the end comes near.
import { Trans } from "@lingui/react/macro";
import {
  measureElement,
  useWindowVirtualizer,
  windowScroll,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { PostRow } from "../../db";
import { Button } from "../../ui/Button";
import { PostCard } from "./PostCard";
import "./posts.css";

interface PostListProps {
  posts: PostRow[];
  hasMore: boolean;
  /** False after a failed page: wait for the button instead of asking again and again. */
  autoLoad?: boolean;
  loading: boolean;
  loadMore: () => void;
  /**
   * Beneath the start-up picture: the first screen's posts come into the page one a task, and `onShown` says
   * when they are all in (the picture hides them until then).
   */
  gradual?: boolean;
  onShown?: () => void;
}

/** How close to the end (in posts) the next page is fetched. */
const PREFETCH = 3;
/** Posts rendered beyond the screen, on each side, once the first screen has painted (none before). */
const OVERSCAN = 2;

/**
 * A post's height as its ResizeObserver reports it, after the browser's own layout. When a post is put in the
 * page its known height stands until then: reading it at once would lay out the whole page in the middle of
 * the render, once per post (the observer reports before that frame paints, so nothing shows misplaced).
 */
function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  if (entry) return measureElement(element, entry, virtualizer);
  const index = virtualizer.indexFromElement(element);
  return (
    virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ??
    virtualizer.options.estimateSize(index)
  );
}

/**
 * Scrolls the window, except to where the virtualizer knows it already is: it writes its offset back when it
 * starts, and scrolling lays out the whole page at once, in the middle of the first render.
 */
function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  virtualizer: Virtualizer<Window, Element>,
): void {
  if (!options.adjustments && !options.behavior && offset === virtualizer.scrollOffset) return;
  windowScroll(offset, options, virtualizer);
}

export function PostList({
  posts,
  hasMore,
  autoLoad = true,
  loading,
  loadMore,
  gradual = false,
  onShown,
}: PostListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page, from an IntersectionObserver's first report: it comes after the browser's
  // own layout, where reading the box in the commit would lay out the whole page in the middle of the first
  // render. The posts' places do not depend on it (only which posts count as on screen).
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (entry) setOffset(entry.boundingClientRect.top + window.scrollY);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  // How many of the posts on screen are in the page (`gradual`): each post's commit and layout is then a task of
  // its own, where a screenful at once was one of about 40 ms here (160 under 4x CPU slowdown).
  const [revealed, setRevealed] = useState(gradual ? 1 : Infinity);
  const allIn = revealed === Infinity;
  // The first render holds only the posts on screen; the ones beyond come in a task after it has painted.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (!allIn) return;
    const later = setTimeout(() => startTransition(() => setOverscan(OVERSCAN)));
    return () => clearTimeout(later);
  }, [allIn]);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => 360,
    overscan,
    // The screen before its first measure: the first render (and the server's, given a phone's) fills it.
    initialRect: { width: window.innerWidth || 0, height: window.innerHeight || 0 },
    measureElement: measureAfterLayout,
    scrollToFn: scrollWindow,
    scrollMargin: offset,
    getItemKey: (i) => String(posts[i]?.id ?? i),
    // Scrolling re-renders only when the posts in the page change: the virtualizer moves the ones already there
    // itself, and React batches what is left into one render a frame instead of one per scroll event.
    useFlushSync: false,
    directDomUpdates: true,
  });
  const items = virtualizer.getVirtualItems();
  // The box the virtualizer sizes itself while scrolling (its `containerRef` is a callback, read when React calls it).
  const sizedBox = useCallback(
    (node: HTMLDivElement | null) => virtualizer.containerRef(node),
    [virtualizer],
  );
  useEffect(() => {
    if (allIn) return;
    // As a transition: React renders the next post in slices of a few milliseconds, where an update from a
    // timer renders it in one task.
    const next = setTimeout(() =>
      startTransition(() => {
        if (revealed < items.length) return setRevealed(revealed + 1);
        setRevealed(Infinity);
        onShown?.();
      }),
    );
    return () => clearTimeout(next);
  }, [allIn, revealed, items.length, onShown]);
  const lastShown = items.length ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (autoLoad && hasMore && !loading && lastShown >= posts.length - PREFETCH) loadMore();
  }, [autoLoad, hasMore, loading, lastShown, posts.length, loadMore]);

  return (
    <div ref={listRef} className="post-list" data-testid="post-list">
      <div ref={sizedBox} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.slice(0, revealed).map((item) => {
          const post = posts[item.index];
          if (!post) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="post-list__item"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <PostCard post={post} />
            </div>
          );
        })}
      </div>
      {hasMore && (
        <div className="post-list__more">
          <Button variant="secondary" busy={loading} onClick={loadMore}>
            <Trans>Show more posts</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
