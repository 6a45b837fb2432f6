// A library's timeline: its posts (from the device, refreshed online) and, for library_edit holders,
// the box to start a post on the library's timeline.
import { Trans } from "@lingui/react/macro";
import { TimelinePosts } from "../../feed/TimelinePosts";

export function TimelineTab({ libraryId, canPost }: { libraryId: number; canPost: boolean }) {
  return (
    <TimelinePosts
      timeline={{ type: "library", id: libraryId }}
      canPost={canPost}
      empty={<Trans>No discussion found.</Trans>}
    />
  );
}
