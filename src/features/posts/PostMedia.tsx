// A post's picture (the server's, or the one chosen offline) and its video, embedded from allowed hosts only.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useOnline } from "../../app/pwa/useOnline";
import { videoEmbedUrl } from "../../lib/videoLinks";
import type { PostRow } from "../../db";
import { linksIn } from "./linkify";
import { useObjectUrl } from "./useObjectUrl";

export function PostImage({ post }: { post: PostRow }) {
  const { t } = useLingui();
  const local = useObjectUrl(post.image_url ? null : post.localImage);
  const src = post.image_url ?? local;
  if (!src) return null;
  return (
    <div className="post-image">
      <img src={src} alt={t`Picture in the post`} loading="lazy" decoding="async" />
    </div>
  );
}

/** The first link in the text that an allowed video host can play, as its embed URL. */
export function firstVideoEmbed(text: string): string | null {
  for (const href of linksIn(text)) {
    const embed = videoEmbedUrl(href);
    if (embed) return embed;
  }
  return null;
}

export function PostVideo({ body }: { body: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const embed = useMemo(() => firstVideoEmbed(body), [body]);
  if (!embed) return null;
  return (
    <div className="post-video">
      {online ? (
        <iframe
          src={embed}
          title={t`Video in the post`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <p className="post-video__offline" role="note">
          <Trans>The video plays when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
