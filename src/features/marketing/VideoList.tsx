// Video cards that open on the video service (nothing loads from it until the visitor asks).
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { YOUTUBE } from "./content";

export function VideoList({ videos }: { videos: { key: string; title: MessageDescriptor }[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="card-grid">
      {videos.map((video) => (
        <li key={video.key} className="info-card">
          <h3>{i18n._(video.title)}</h3>
          <a href={YOUTUBE} target="_blank" rel="noopener noreferrer">
            <Trans>Watch on YouTube</Trans>
          </a>
        </li>
      ))}
    </ul>
  );
}
