// Video tiles that load nothing from the video service until the visitor taps one (then it plays in place).
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { VideoFacade } from "../../ui/VideoFacade";

export interface ListedVideo {
  /** The YouTube video id. */
  key: string;
  title: MessageDescriptor;
  caption?: MessageDescriptor;
}

export function VideoList({ videos }: { videos: ListedVideo[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="card-grid video-list">
      {videos.map((video) => (
        <li key={video.key}>
          <VideoFacade
            youtubeId={video.key}
            title={i18n._(video.title)}
            caption={video.caption && i18n._(video.caption)}
          />
        </li>
      ))}
    </ul>
  );
}
