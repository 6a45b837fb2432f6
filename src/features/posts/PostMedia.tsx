// A post's picture (the server's, or the one chosen offline; tap for full screen) and its video, from allowed hosts only.
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useMemo } from "react";
import { videoEmbedUrl } from "../../lib/videoLinks";
import type { PostRow } from "../../db";
import { richText } from "../../lib/richText";
import { useObjectUrl } from "./useObjectUrl";
import { ViewablePicture } from "../../ui/ViewablePicture";

export function PostImage({ post }: { post: PostRow }) {
  const { t } = useLingui();
  const local = useObjectUrl(post.image_url ? null : post.localImage);
  const src = post.image_url ?? local;
  if (!src) return null;
  return (
    <div className="post-image">
      <ViewablePicture
        frameClassName="viewable-picture--fill"
        alt={t`Picture in the post`}
        src={src}
        label={t`Picture in the post`}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}

/** The first link in the text that an allowed video host can play, as its embed URL. */
export function firstVideoEmbed(text: string): string | null {
  for (const piece of richText(text)) {
    if (piece.kind !== "link") continue;
    const embed = videoEmbedUrl(piece.href);
    if (embed) return embed;
  }
  return null;
}

/** The player's frame loads with the first post that has a video (few do): the first paint does not wait for it. */
const VideoEmbed = lazy(() =>
  import("../../ui/VideoEmbed").then((module) => ({ default: module.VideoEmbed })),
);

export function PostVideo({ body, title }: { body: string; title: string | null }) {
  const { t } = useLingui();
  const embed = useMemo(() => firstVideoEmbed(body), [body]);
  if (!embed) return null;
  return (
    <div className="post-video">
      {/* The frame's 16:9 box is kept while its code loads: nothing below moves. */}
      <Suspense fallback={<div className="post-video__box" />}>
        <VideoEmbed url={embed} title={title ?? t`Video in the post`} />
      </Suspense>
    </div>
  );
}
