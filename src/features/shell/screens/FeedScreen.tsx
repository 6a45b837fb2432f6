// The signed-in home: the news feed frame with its empty state until posts arrive.
import { Trans } from "@lingui/react/macro";
import { Screen } from "../Screen";
import { EmptyState } from "../EmptyState";

export function FeedScreen() {
  return (
    <Screen title={<Trans>News Feed</Trans>}>
      <EmptyState>
        <Trans>No discussion found.</Trans>
      </EmptyState>
    </Screen>
  );
}
