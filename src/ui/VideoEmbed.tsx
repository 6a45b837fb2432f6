// A YouTube or Vimeo video in a sandboxed, lazily loaded frame; other links are never framed.
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { videoEmbedUrl } from "../lib/videoLinks";
import { useOnline } from "../lib/useOnline";
import "./VideoEmbed.css";

export interface VideoEmbedProps {
  /** The link as the user gave it (watch page, short link, embed URL). */
  url: string;
  /** The frame's accessible name, e.g. the post's or tutorial's title. */
  title: string;
  /** Shown instead when the link is not an accepted video link (default: nothing). */
  fallback?: ReactNode;
  /** Start playing at once (the reader has just asked for it by tapping a facade). */
  autoplay?: boolean;
}

export function VideoEmbed({ url, title, fallback = null, autoplay = false }: VideoEmbedProps) {
  const online = useOnline();
  const src = videoEmbedUrl(url);
  if (!src) return <>{fallback}</>;
  return (
    <div className="ui-video">
      {online ? (
        <iframe
          className="ui-video__frame"
          src={autoplay ? `${src}?autoplay=1` : src}
          title={title}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="ui-video__offline" role="note">
          <Trans>This video plays when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
