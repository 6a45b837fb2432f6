// A user's or a library's timeline for their pages: the post box (when the reader may post there),
// then the posts from the device, refreshed from the server and paged as the reader scrolls.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Timeline } from "../../api/posts";
import { useOnline } from "../../app/pwa/useOnline";
import { useTimeline } from "../../sync";
import { EmptyState } from "../shell/EmptyState";
import { PostList } from "../posts/PostList";
import { StartDiscussion } from "./StartDiscussion";
import "./feed.css";

interface TimelinePostsProps {
  timeline: Timeline;
  /** Show the post box (own timeline, or a library the reader may post for). */
  canPost: boolean;
  /** The empty text; "No available posts" by default (SPEC: user page). */
  empty?: ReactNode;
}

export function TimelinePosts({ timeline, canPost, empty }: TimelinePostsProps) {
  const online = useOnline();
  const { posts, loading, error, hasMore, loadMore } = useTimeline(timeline);
  const none = posts !== undefined && posts.length === 0;
  return (
    <div className="timeline-posts" data-testid="timeline-posts">
      {canPost && <StartDiscussion timeline={timeline} />}
      {posts === undefined || (none && loading) ? (
        <p className="feed-note" role="status">
          <Trans>Loading posts…</Trans>
        </p>
      ) : none ? (
        <EmptyState>{empty ?? <Trans>No available posts</Trans>}</EmptyState>
      ) : (
        <PostList
          posts={posts}
          hasMore={hasMore && online}
          autoLoad={!error}
          loading={loading}
          loadMore={() => void loadMore()}
        />
      )}
    </div>
  );
}
