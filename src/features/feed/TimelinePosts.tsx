// A user's or a library's timeline for their pages: the post box (when the reader may post there),
// then the posts from the device, refreshed from the server and paged as the reader scrolls.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Timeline } from "../../api/posts";
import { useTimeline } from "../../sync";
import { PostStream } from "./PostStream";
import { StartDiscussion } from "./StartDiscussion";

interface TimelinePostsProps {
  timeline: Timeline;
  /** Show the post box (own timeline, or a library the reader may post for). */
  canPost: boolean;
  /** The empty text; "No available posts" by default (SPEC: user page). */
  empty?: ReactNode;
}

export function TimelinePosts({ timeline, canPost, empty }: TimelinePostsProps) {
  const stream = useTimeline(timeline);
  return (
    <div className="timeline-posts" data-testid="timeline-posts">
      {canPost && <StartDiscussion timeline={timeline} />}
      <PostStream stream={stream} empty={empty ?? <Trans>No available posts</Trans>} />
    </div>
  );
}
