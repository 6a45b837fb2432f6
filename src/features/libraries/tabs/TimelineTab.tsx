// A library's timeline: its posts (from the device, refreshed online) and, for library_edit holders,
// the box to start a post on the library's timeline.
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../../app/pwa/useOnline";
import { useTimeline } from "../../../sync";
import { Spinner } from "../../../ui/Spinner";
import { StartDiscussion } from "../../feed/StartDiscussion";
import { PostList } from "../../posts/PostList";
import { EmptyState } from "../../shell/EmptyState";

export function TimelineTab({ libraryId, canPost }: { libraryId: number; canPost: boolean }) {
  const online = useOnline();
  const timeline = { type: "library" as const, id: libraryId };
  const { posts, loading, error, hasMore, loadMore } = useTimeline(timeline);
  const empty = posts !== undefined && posts.length === 0;
  return (
    <section className="library-timeline">
      {canPost && <StartDiscussion timeline={timeline} />}
      {posts === undefined || (empty && loading) ? (
        <div className="library-loading">
          <Spinner />
        </div>
      ) : empty ? (
        <EmptyState>
          <Trans>No discussion found.</Trans>
        </EmptyState>
      ) : (
        <PostList
          posts={posts}
          hasMore={hasMore && online}
          autoLoad={!error}
          loading={loading}
          loadMore={() => void loadMore()}
        />
      )}
    </section>
  );
}
