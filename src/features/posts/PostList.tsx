// A virtualised list of posts on the window's scroll: only the posts near the screen are in the page,
// and the next page is asked for when the end comes near.
import { Trans } from "@lingui/react/macro";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
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
}

/** How close to the end (in posts) the next page is fetched. */
const PREFETCH = 3;

export function PostList({ posts, hasMore, autoLoad = true, loading, loadMore }: PostListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => 360,
    overscan: 2,
    scrollMargin: offset,
    getItemKey: (i) => String(posts[i]?.id ?? i),
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (autoLoad && hasMore && !loading && lastShown >= posts.length - PREFETCH) loadMore();
  }, [autoLoad, hasMore, loading, lastShown, posts.length, loadMore]);

  return (
    <div ref={listRef} className="post-list" data-testid="post-list">
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
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
