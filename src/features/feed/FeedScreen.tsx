// The signed-in home: start a discussion, then the news feed from the device, refreshed from the server.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useContext, useDeferredValue, useState } from "react";
import { feedPictureShown, useFeedSnapshot } from "../../app/feed-snapshot";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import { useFeed } from "../../sync";
import { ServerFeed } from "../../sync/server-feed";
import { Button } from "../../ui/Button";
import { Screen } from "../shell/Screen";
import { PostStream } from "./PostStream";
import { StartDiscussion } from "./StartDiscussion";
import { usePullToRefresh } from "./usePullToRefresh";
import "./feed.css";

export function FeedScreen() {
  const { t } = useLingui();
  const me = useSession((s) => s.user);
  const online = useOnline();
  const live = useFeed();
  // The posts render at a transition's priority: React renders a screenful of cards in slices, between which
  // the browser stays responsive, instead of in one long task when they arrive from the device.
  const posts = useDeferredValue(live.posts);
  const feed = { ...live, posts };
  const { loading, error, refresh } = feed;
  const empty = posts !== undefined && posts.length === 0;
  // Beneath a picture of the feed the first screen's posts come in one a task, and the picture stays until
  // they are all in (the server's render has no picture and no tasks).
  const server = useContext(ServerFeed) !== null;
  const [shownAll, setShownAll] = useState(() => server || !feedPictureShown());
  const onShown = useCallback(() => setShownAll(true), []);
  useFeedSnapshot(shownAll || empty ? posts : undefined);
  const pull = usePullToRefresh(() => {
    if (online) void refresh();
  });

  return (
    <Screen
      title={<Trans>News Feed</Trans>}
      actions={
        <Button
          variant="secondary"
          busy={loading}
          disabled={!online}
          onClick={() => void refresh()}
          aria-label={t`Refresh the feed`}
        >
          <span aria-hidden="true">↻</span> <Trans>Refresh</Trans>
        </Button>
      }
    >
      {pull > 0 && (
        <p className="feed-pull" style={{ height: pull }} aria-live="polite">
          {pull >= 70 ? <Trans>Release to refresh</Trans> : <Trans>Pull to refresh</Trans>}
        </p>
      )}
      {me && <StartDiscussion timeline={{ type: "user", id: me.id }} />}
      {error && online && !empty && (
        <p className="feed-note" role="status">
          <Trans>
            The feed could not be refreshed just now. You are seeing the posts saved on this device.
          </Trans>
        </p>
      )}
      <PostStream
        stream={feed}
        empty={<Trans>No discussion found.</Trans>}
        gradual={!shownAll}
        onShown={onShown}
      />
    </Screen>
  );
}
