// A timeline's posts as every page shows them: "Loading posts…", the empty text, or the list paged on scroll.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useOnline } from "../../lib/useOnline";
import type { useTimeline } from "../../sync";
import { EmptyState } from "../../ui/EmptyState";
import { PostList } from "../posts/PostList";
import "./feed.css";

interface PostStreamProps {
  /** What `useTimeline` (or `useFeed`) gives for the timeline. */
  stream: ReturnType<typeof useTimeline>;
  /** The text when the timeline has no posts. */
  empty: ReactNode;
  /** See PostList's `gradual` and `onShown`. */
  gradual?: boolean;
  onShown?: () => void;
}

export function PostStream({ stream, empty, gradual, onShown }: PostStreamProps) {
  const online = useOnline();
  const { posts, loading, error, hasMore, loadMore } = stream;
  const none = posts !== undefined && posts.length === 0;
  if (posts === undefined || (none && loading)) {
    return (
      <p className="feed-note" role="status">
        <Trans>Loading posts…</Trans>
      </p>
    );
  }
  if (none) return <EmptyState>{empty}</EmptyState>;
  return (
    <PostList
      posts={posts}
      hasMore={hasMore && online}
      autoLoad={!error}
      loading={loading}
      loadMore={() => void loadMore()}
      gradual={gradual}
      onShown={onShown}
    />
  );
}
